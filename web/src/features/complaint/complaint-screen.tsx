import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/ui/empty-state';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { useRuleForm } from '@/ui/use-rule-form';
import { useFileComplaint } from './api/file-complaint';
import { useOrderDetail } from '@/api/order-detail';
import { useShop } from './api/get-shop';
import { emptyDraft } from './complaint-draft';
import { ComplaintForm } from './complaint-form';
import '@/ui/button.css';
import '@/ui/form-screen.css';
import { paths } from '@/routing/paths';

const positiveId = (text: string | null | undefined) =>
  text && /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : undefined;

/**
 * /complaint/{id}?order={orderId}: a complaint about the shop `id`, or about an order (whose shop
 * is then the target). Opened from a shop or an order; without either there is nothing to name.
 */
export default function ComplaintScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const merId = positiveId(params.id);
  const orderId = positiveId(searchParams.get('order'));
  // Titled by what it is about: an order's complaint names the order, not the shop alone.
  const title =
    orderId !== undefined
      ? t('complaint.orderTitle')
      : merId !== undefined
        ? t('complaint.shopTitle')
        : t('route.complaint');

  return (
    <div className="form-screen">
      <ScreenHeader title={title} fallbackPath={paths.profile()} />
      {merId === undefined && orderId === undefined ? (
        <EmptyState
          title={t('complaint.noTargetTitle')}
          body={t('complaint.noTargetBody')}
          action={
            <Link to={paths.platformComplaint()} className="button button-primary">
              {t('route.platformComplaint')}
            </Link>
          }
        />
      ) : (
        <ShopComplaintForm key={`${merId}-${orderId}`} merId={merId} orderId={orderId} />
      )}
    </div>
  );
}

function ShopComplaintForm({ merId, orderId }: { merId?: number; orderId?: number }) {
  const { t } = useTranslation();
  const shop = useShop(orderId === undefined ? merId : undefined);
  const order = useOrderDetail(orderId);
  const file = useFileComplaint();
  const form = useRuleForm((rules) => rules.complaintRule, {
    ...(merId === undefined ? {} : { mer_id: merId }),
    ...(orderId === undefined ? {} : { order_id: orderId }),
    ...emptyDraft,
  });

  const target =
    orderId !== undefined
      ? order.data && t('complaint.aboutOrder', { sn: order.data.sn, shop: order.data.mer_name })
      : shop.data && t('complaint.aboutShop', { shop: shop.data.name });

  return (
    <ComplaintForm
      note={target ?? <Skeleton width="60%" />}
      form={form}
      send={(complaint, filed) => file.mutate(complaint, { onSuccess: filed })}
      busy={file.isPending}
    />
  );
}

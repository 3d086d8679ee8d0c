import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { ScreenHeader } from '@/ui/screen-header';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { useRuleCheck } from '@/ui/use-rule-check';
import { useFileComplaint } from './api/file-complaint';
import { useOrderDetail } from '@/api/order-detail';
import { useShop } from './api/get-shop';
import { ComplaintFields, emptyDraft } from './complaint-fields';
import '@/ui/button.css';
import '@/ui/form-screen.css';

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

  return (
    <div className="form-screen">
      <ScreenHeader title={t('route.complaint')} fallbackPath="/profile" />
      {merId === undefined && orderId === undefined ? (
        <EmptyState
          title={t('complaint.noTargetTitle')}
          body={t('complaint.noTargetBody')}
          action={
            <Link to="/platformComplaint" className="button button-primary">
              {t('route.platformComplaint')}
            </Link>
          }
        />
      ) : (
        <ComplaintForm key={`${merId}-${orderId}`} merId={merId} orderId={orderId} />
      )}
    </div>
  );
}

function ComplaintForm({ merId, orderId }: { merId?: number; orderId?: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back where the complaint was opened from; home base when it was opened directly.
  const leave = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/profile', { replace: true });
  };
  const shop = useShop(orderId === undefined ? merId : undefined);
  const order = useOrderDetail(orderId);
  const file = useFileComplaint();
  const [draft, setDraft] = useState(emptyDraft);
  const body = {
    ...(merId === undefined ? {} : { mer_id: merId }),
    ...(orderId === undefined ? {} : { order_id: orderId }),
    ...draft,
  };
  const rule = useRuleCheck((rules) => rules.complaintRule, body);

  const target =
    orderId !== undefined
      ? order.data && t('complaint.aboutOrder', { sn: order.data.sn, shop: order.data.mer_name })
      : shop.data && t('complaint.aboutShop', { shop: shop.data.name });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const complaint = await rule.check();
    if (!complaint) return;
    file.mutate(complaint, {
      onSuccess: () => {
        toast.success(t('success.apply'));
        setDraft(emptyDraft);
        rule.reset();
        leave();
      },
    });
  };

  return (
    <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-body">
        <p className="form-note" aria-live="polite">
          {target ?? <Skeleton width="60%" />}
        </p>
        <ComplaintFields draft={draft} onChange={setDraft} errors={rule.errors} />
      </div>
      <div className="form-bar">
        <Button type="submit" block busy={file.isPending}>
          {t('complaint.submit')}
        </Button>
      </div>
    </form>
  );
}

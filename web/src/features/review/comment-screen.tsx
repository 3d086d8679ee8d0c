import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AfterSaleOrder } from '@/ui/after-sale-order';
import { Button } from '@/ui/button';
import { ImagePicker } from '@/ui/image-picker';
import { LazyImage } from '@/ui/lazy-image';
import { ScreenHeader } from '@/ui/screen-header';
import { TextAreaField } from '@/ui/text-area-field';
import { toast } from '@/ui/toast-store';
import { useRuleForm } from '@/ui/use-rule-form';
import { useAddReview } from './api/add-review';
import type { OrderDetail } from '@/api/order-detail';
import { ScorePicker } from './score-picker';
import '@/ui/button.css';
import '@/ui/form-screen.css';
import './review.css';
import { paths } from '@/routing/paths';
import '@/ui/stack-list.css';

/** Orders that can be reviewed: received (3); completed (4) ones are reviewed already. */
const REVIEWABLE: readonly number[] = [3, 4];

/** /comment?order={id}: review a received order: three scores, words and pictures. */
export default function CommentScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const param = searchParams.get('order') ?? '';
  const orderId = /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : undefined;

  return (
    <div className="form-screen">
      <ScreenHeader title={t('route.comment')} fallbackPath={paths.myPurchases()} />
      <AfterSaleOrder
        orderId={orderId}
        noOrder={{
          title: t('review.noOrderTitle'),
          body: t('review.noOrderBody'),
          ordersPath: paths.myPurchases(3),
          ordersLabel: t('review.toOrders'),
        }}
        placeholder={['4rem', '6rem']}
      >
        {(order) =>
          order.reviewed || !REVIEWABLE.includes(order.status) ? (
            <div className="form-body">
              <p className="form-note" role="status">
                {order.reviewed ? t('review.already') : t('review.notYet')}
              </p>
              <Link to={paths.orderInfo(order.id)} className="button button-secondary button-block">
                {t('review.toOrder')}
              </Link>
            </div>
          ) : (
            <ReviewForm key={order.id} order={order} />
          )
        }
      </AfterSaleOrder>
    </div>
  );
}

function ReviewForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddReview();
  const form = useRuleForm((rules) => rules.reviewRule, {
    order_id: order.id,
    content: '',
    product_score: 5,
    service_score: 5,
    postage_score: 5,
    pictures: [] as string[],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const review = await form.check(event);
    if (!review) return;
    add.mutate(review, {
      onSuccess: () => {
        toast.success(t('success.save'));
        void navigate(paths.orderInfo(order.id), { replace: true });
      },
    });
  };

  return (
    <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-body">
        <section className="form-card" aria-label={t('review.products')}>
          <p className="review-shop">
            {order.mer_name} · {t('review.sn', { sn: order.sn })}
          </p>
          <ul className="stack-list">
            {order.items.map((item) => (
              <li key={item.product_id} className="review-item">
                <LazyImage className="review-item-picture" src={item.image} alt="" />
                <span>{item.name}</span>
              </li>
            ))}
          </ul>
        </section>
        <div className="form-card">
          <ScorePicker
            label={t('review.productScore')}
            value={form.values.product_score}
            onChange={(score) => form.setValue('product_score', score)}
            error={form.errors.product_score}
          />
          <ScorePicker
            label={t('review.serviceScore')}
            value={form.values.service_score}
            onChange={(score) => form.setValue('service_score', score)}
            error={form.errors.service_score}
          />
          <ScorePicker
            label={t('review.postageScore')}
            value={form.values.postage_score}
            onChange={(score) => form.setValue('postage_score', score)}
            error={form.errors.postage_score}
          />
        </div>
        <div className="form-card">
          <TextAreaField
            label={t('review.content')}
            placeholder={t('review.contentPlaceholder')}
            {...form.field('content')}
            maxLength={1000}
          />
          <ImagePicker
            label={t('review.pictures')}
            hint={t('review.picturesHint')}
            value={form.values.pictures}
            onChange={(pictures) => form.setValue('pictures', pictures)}
            error={form.errors.pictures}
          />
        </div>
      </div>
      <div className="form-bar">
        <Button type="submit" block busy={add.isPending}>
          {t('review.submit')}
        </Button>
      </div>
    </form>
  );
}

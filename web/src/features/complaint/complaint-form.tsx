import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
import type { RuleForm } from '@/ui/use-rule-form';
import type { ComplaintDraft } from './complaint-draft';
import { ComplaintFields } from './complaint-fields';
import { paths } from '@/routing/paths';

/**
 * The form of both complaint screens: a note naming what the complaint is about, what happened and
 * the proof, and the submit. Nothing is sent while the rule fails. Once the complaint is filed the
 * form is emptied (the screen is kept alive: the next visit starts afresh) and the shopper goes
 * back where the complaint was opened from, or to the profile when it was opened directly.
 */
export function ComplaintForm<Body>({
  note,
  form,
  send,
  busy,
}: {
  note: ReactNode;
  /** The screen's form (`useRuleForm`) over a draft and what the complaint is about. */
  form: Pick<RuleForm<ComplaintDraft, Body>, 'values' | 'setValues' | 'errors' | 'check' | 'reset'>;
  /** Files the checked complaint; `filed` runs once it is accepted. */
  send: (complaint: Body, filed: () => void) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.profile(), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const complaint = await form.check(event);
    if (complaint === undefined) return;
    send(complaint, () => {
      toast.success(t('complaint.sent'));
      form.reset();
      leave();
    });
  };

  return (
    <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
      <div className="form-body">
        <p className="form-note" aria-live="polite">
          {note}
        </p>
        <ComplaintFields draft={form.values} onChange={form.setValues} errors={form.errors} />
      </div>
      <div className="form-bar">
        <Button type="submit" block busy={busy}>
          {t('complaint.submit')}
        </Button>
      </div>
    </form>
  );
}

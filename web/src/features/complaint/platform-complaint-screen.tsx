import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ScreenHeader } from '@/ui/screen-header';
import { toast } from '@/ui/toast-store';
import { useRuleCheck } from '@/ui/use-rule-check';
import { useFilePlatformComplaint } from './api/file-platform-complaint';
import { ComplaintFields, emptyDraft } from './complaint-fields';
import '@/ui/form-screen.css';

/** /platformComplaint: a complaint or a suggestion about the platform, with proof. */
export default function PlatformComplaintScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back where the complaint was opened from; home base when it was opened directly.
  const leave = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/profile', { replace: true });
  };
  const file = useFilePlatformComplaint();
  const [draft, setDraft] = useState(emptyDraft);
  const rule = useRuleCheck((rules) => rules.platformComplaintRule, draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const complaint = await rule.check();
    if (!complaint) return;
    file.mutate(complaint, {
      onSuccess: () => {
        toast.success(t('success.apply'));
        // The screen is kept alive: the next visit starts with an empty form.
        setDraft(emptyDraft);
        rule.reset();
        leave();
      },
    });
  };

  return (
    <div className="form-screen">
      <ScreenHeader title={t('route.platformComplaint')} fallbackPath="/profile" />
      <form className="form-frame" onSubmit={(event) => void submit(event)} noValidate>
        <div className="form-body">
          <p className="form-note">{t('complaint.platformIntro')}</p>
          <ComplaintFields draft={draft} onChange={setDraft} errors={rule.errors} />
        </div>
        <div className="form-bar">
          <Button type="submit" block busy={file.isPending}>
            {t('complaint.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/ui/screen-header';
import { useRuleForm } from '@/ui/use-rule-form';
import { useFilePlatformComplaint } from './api/file-platform-complaint';
import { emptyDraft } from './complaint-draft';
import { ComplaintForm } from './complaint-form';
import '@/ui/form-screen.css';
import { paths } from '@/routing/paths';

/** /platformComplaint: a complaint or a suggestion about the platform, with proof. */
export default function PlatformComplaintScreen() {
  const { t } = useTranslation();
  const file = useFilePlatformComplaint();
  const form = useRuleForm((rules) => rules.platformComplaintRule, emptyDraft);

  return (
    <div className="form-screen">
      <ScreenHeader title={t('route.platformComplaint')} fallbackPath={paths.profile()} />
      <ComplaintForm
        note={t('complaint.platformIntro')}
        form={form}
        send={(complaint, filed) => file.mutate(complaint, { onSuccess: filed })}
        busy={file.isPending}
      />
    </div>
  );
}

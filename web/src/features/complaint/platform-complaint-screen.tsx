import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '@/ui/screen-header';
import { useRuleCheck } from '@/ui/use-rule-check';
import { useFilePlatformComplaint } from './api/file-platform-complaint';
import { emptyDraft } from './complaint-draft';
import { ComplaintForm } from './complaint-form';
import '@/ui/form-screen.css';
import { paths } from '@/routing/paths';

/** /platformComplaint: a complaint or a suggestion about the platform, with proof. */
export default function PlatformComplaintScreen() {
  const { t } = useTranslation();
  const file = useFilePlatformComplaint();
  const [draft, setDraft] = useState(emptyDraft);
  const rule = useRuleCheck((rules) => rules.platformComplaintRule, draft);

  return (
    <div className="form-screen">
      <ScreenHeader title={t('route.platformComplaint')} fallbackPath={paths.profile()} />
      <ComplaintForm
        note={t('complaint.platformIntro')}
        draft={draft}
        onChange={setDraft}
        rule={rule}
        send={(complaint, filed) => file.mutate(complaint, { onSuccess: filed })}
        busy={file.isPending}
      />
    </div>
  );
}

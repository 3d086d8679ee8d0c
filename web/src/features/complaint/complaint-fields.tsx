import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/ui/image-picker';
import { TextAreaField } from '@/ui/text-area-field';

import type { ComplaintDraft } from './complaint-draft';

/** What every complaint asks for: what happened, and at least one picture as proof. */
export function ComplaintFields({
  draft,
  onChange,
  errors,
}: {
  draft: ComplaintDraft;
  onChange: (draft: ComplaintDraft) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-card">
      <TextAreaField
        label={t('complaint.content')}
        placeholder={t('complaint.contentPlaceholder')}
        value={draft.content}
        onChange={(event) => onChange({ ...draft, content: event.target.value })}
        error={errors.content}
        maxLength={1000}
        rows={6}
      />
      <ImagePicker
        label={t('complaint.certificate')}
        hint={t('complaint.certificateHint')}
        value={draft.certificate}
        onChange={(certificate) => onChange({ ...draft, certificate })}
        error={errors.certificate}
      />
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/ui/icons';

export interface ScorePickerProps {
  label: string;
  value: number;
  onChange: (score: number) => void;
  error?: string | undefined;
}

/** A score from 1 to 5 as five stars: radio buttons, so arrows move it and it reads as "3 of 5". */
export function ScorePicker({ label, value, onChange, error }: ScorePickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="score-picker" aria-invalid={error ? true : undefined}>
      <legend className="field-label">{label}</legend>
      <div className="score-stars">
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className="score-star">
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              aria-label={t('review.stars', { score })}
            />
            <StarIcon
              size="1.75rem"
              color={score <= value ? 'var(--color-brand)' : 'var(--color-text-muted)'}
              fill={score <= value ? 'var(--color-brand)' : 'none'}
            />
          </label>
        ))}
        <span className="score-words" aria-hidden="true">
          {t(`review.scoreWords.${value as 1 | 2 | 3 | 4 | 5}`)}
        </span>
      </div>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { CloseIcon, PlusIcon } from './icons';
import { toast } from './toast-store';
import { uploadImage } from '@/api/upload-image';
import './form-screen.css';
import './image-picker.css';

export interface ImagePickerProps {
  /** The group's name, e.g. "Payment evidence". */
  label: string;
  /** URLs of the pictures already uploaded. */
  value: readonly string[];
  onChange: (urls: string[]) => void;
  max?: number;
  /** Translated error of the field (e.g. "Please upload the proof"). */
  error?: string | undefined;
  hint?: string;
}

interface Pending {
  key: number;
  file: File;
  preview: string;
  /** Why the upload failed, as the server or the client said it; undefined while it runs. */
  failure?: string;
  /** The share sent so far, 0 to 1. */
  progress?: number;
}

let nextKey = 1;

/**
 * Pictures uploaded one by one through the contract's upload operation as soon as they are
 * chosen: each tile shows how much is sent, its failure (with retry) or the stored picture (with
 * remove). The form only ever holds the URLs the server gave back.
 */
export function ImagePicker({ label, value, onChange, max = 9, error, hint }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  // The pictures as last shown, plus what uploads that ended since have added: an upload that
  // ends before the screen shows the one before it keeps both.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const forget = (entry: Pending) => {
    URL.revokeObjectURL(entry.preview);
    previews.current.delete(entry.preview);
    setPending((list) => list.filter((other) => other.key !== entry.key));
  };

  const upload = async (entry: Pending) => {
    const update = (change: Partial<Pending>) =>
      setPending((list) =>
        list.map((other) => (other.key === entry.key ? { ...other, ...change } : other)),
      );
    update({ failure: undefined, progress: 0 });
    try {
      const image = await uploadImage(entry.file, {
        onProgress: (progress) => update({ progress }),
      });
      forget(entry);
      const next = [...latest.current, image.url];
      latest.current = next;
      onChange(next);
      toast.success(t('success.upload'));
    } catch (reason) {
      update({ failure: isApiError(reason) && reason.msg ? reason.msg : t('imagePicker.failed') });
    }
  };

  const choose = (files: FileList | null) => {
    if (!files) return;
    const room = max - latest.current.length - pending.length;
    const chosen = [...files].slice(0, Math.max(0, room)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: nextKey++, file, preview };
    });
    if (files.length > chosen.length) toast.info(t('imagePicker.tooMany', { max }));
    setPending((list) => [...list, ...chosen]);
    for (const entry of chosen) void upload(entry);
  };

  const remove = (url: string) => {
    const next = latest.current.filter((other) => other !== url);
    latest.current = next;
    onChange(next);
  };

  const full = value.length + pending.length >= max;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="field-group"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="image-picker-legend">{label}</legend>
      {hint && <p className="image-picker-hint">{hint}</p>}
      <ul className="image-picker-tiles">
        {value.map((url, index) => (
          <li key={url} className="image-picker-tile">
            <img src={url} alt={t('imagePicker.picture', { number: index + 1 })} />
            <button
              type="button"
              className="image-picker-remove"
              aria-label={t('imagePicker.remove', { number: index + 1 })}
              onClick={() => remove(url)}
            >
              <CloseIcon size="0.875rem" color="#ffffff" />
            </button>
          </li>
        ))}
        {pending.map((entry) => (
          <li key={entry.key} className="image-picker-tile image-picker-pending">
            <img src={entry.preview} alt="" />
            {entry.failure === undefined ? (
              <span className="image-picker-progress">
                <span aria-hidden="true">{Math.round((entry.progress ?? 0) * 100)}%</span>
                <progress
                  max={1}
                  value={entry.progress ?? 0}
                  aria-label={t('imagePicker.uploading', { name: entry.file.name })}
                />
              </span>
            ) : (
              <span className="image-picker-failure" role="alert">
                <span>{entry.failure}</span>
                <span className="image-picker-failure-actions">
                  <button type="button" onClick={() => void upload(entry)}>
                    {t('common.retry')}
                  </button>
                  <button type="button" onClick={() => forget(entry)}>
                    {t('imagePicker.discard')}
                  </button>
                </span>
              </span>
            )}
          </li>
        ))}
        {!full && (
          <li className="image-picker-tile">
            <label className="image-picker-add">
              <PlusIcon size="1.5rem" color="var(--color-text-muted)" />
              <span>{t('imagePicker.add')}</span>
              <input
                className="visually-hidden"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                multiple={max > 1}
                aria-label={`${t('imagePicker.add')}: ${label}`}
                onChange={(event) => {
                  choose(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="image-picker-count">
        {t('imagePicker.count', { uploaded: value.length, max })}
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

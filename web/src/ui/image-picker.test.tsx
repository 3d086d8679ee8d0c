import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { ImagePicker } from './image-picker';
import { toast } from './toast-store';
import { uploadImage } from '@/api/upload-image';

vi.mock('@/api/upload-image', () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

beforeAll(async () => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

beforeEach(() => {
  upload.mockReset();
});

function Picker({ max = 9, onChange }: { max?: number; onChange?: (urls: string[]) => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <ImagePicker
      label="Proof"
      value={urls}
      max={max}
      onChange={(next) => {
        setUrls(next);
        onChange?.(next);
      }}
    />
  );
}

const file = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('image picker', () => {
  it('shows the upload in progress, then the stored picture, with the upload toast', async () => {
    let finish: (url: string) => void = () => {};
    let progress: (fraction: number) => void = () => {};
    upload.mockImplementation(
      (_file, options) =>
        new Promise((resolve) => {
          progress = options?.onProgress ?? progress;
          finish = (url) => resolve({ url, size: 3, mime: 'image/png', width: 1, height: 1 });
        }),
    );
    const success = vi.spyOn(toast, 'success');
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Add picture: Proof'), file('a.png'));
    const bar = screen.getByRole('progressbar', { name: 'Uploading a.png' });
    act(() => progress(0.4));
    expect((bar as HTMLProgressElement).value).toBe(0.4);
    expect(screen.getByText('40%')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    finish('/uploads/a.png');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Picture 1' })).toBeTruthy());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(['/uploads/a.png']);
    expect(success).toHaveBeenCalledWith('Upload complete');
    expect(screen.getByText('1 of 9 pictures')).toBeTruthy();
  });

  it('shows why an upload failed, and retries it', async () => {
    upload.mockRejectedValueOnce(new ApiError('http', 413, 'The file is larger than 5 MB', 413));
    upload.mockResolvedValueOnce({
      url: '/uploads/b.png',
      size: 3,
      mime: 'image/png',
      width: 1,
      height: 1,
    });
    render(<Picker />);
    await userEvent.upload(screen.getByLabelText('Add picture: Proof'), file('b.png'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The file is larger than 5 MB',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Picture 1' })).toBeTruthy());
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('takes no more pictures than allowed, and removes one on request', async () => {
    upload.mockImplementation(async (chosen: Blob) => ({
      url: `/uploads/${(chosen as File).name}`,
      size: 3,
      mime: 'image/png',
      width: 1,
      height: 1,
    }));
    const info = vi.spyOn(toast, 'info');
    render(<Picker max={2} />);
    await userEvent.upload(screen.getByLabelText('Add picture: Proof'), [
      file('1.png'),
      file('2.png'),
      file('3.png'),
    ]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledWith('At most 2 pictures');
    // Full: the add tile is gone.
    expect(screen.queryByLabelText('Add picture: Proof')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByLabelText('Add picture: Proof')).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/session/session-store';
import { CHAT_ELSEWHERE_AFTER_MS, startChatNow, startChatWhenSignedIn } from './chat-start';

const followSession = vi.hoisted(() => vi.fn(() => () => undefined));
vi.mock('./chat-connection', () => ({ chatConnection: { followSession } }));

/** Lets the dynamic import of the chat settle. */
const importSettles = () => vi.waitFor(() => expect(followSession).toHaveBeenCalledTimes(1));

afterEach(() => {
  followSession.mockClear();
  vi.useRealTimers();
});

describe('the chat starts', () => {
  it('at once on a conversation', async () => {
    for (const screen of ['/chatRoomDetail/3', '/service']) {
      session.signIn('t-1');
      const stop = startChatWhenSignedIn(screen);
      await importSettles();
      stop();
      followSession.mockClear();
    }
  });

  it('on the conversation list when its screen asks, after its first look', async () => {
    session.signIn('t-1');
    const stop = startChatWhenSignedIn('/chatRoom/3');
    await vi.dynamicImportSettled();
    expect(followSession).not.toHaveBeenCalled();
    // The list's first look sets the Message tab's badge: that starts nothing.
    session.setUnreadChatTotal(2);
    await vi.dynamicImportSettled();
    expect(followSession).not.toHaveBeenCalled();
    startChatNow();
    await importSettles();
    // Asked again (the screen shown once more): nothing more.
    startChatNow();
    await vi.dynamicImportSettled();
    expect(followSession).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never for a guest who asks, nor after the app has stopped it', async () => {
    const stop = startChatWhenSignedIn('/chatRoom');
    startChatNow();
    await vi.dynamicImportSettled();
    expect(followSession).not.toHaveBeenCalled();
    stop();
    session.signIn('t-1');
    startChatNow();
    await vi.dynamicImportSettled();
    expect(followSession).not.toHaveBeenCalled();
  });

  it('elsewhere on the first touch, not before', async () => {
    session.signIn('t-1');
    const stop = startChatWhenSignedIn('/bag');
    // Nothing is loaded while the shopper has not acted and the deadline has not passed.
    await vi.dynamicImportSettled();
    expect(followSession).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    await importSettles();
    stop();
  });

  it('elsewhere after CHAT_ELSEWHERE_AFTER_MS without a touch', async () => {
    vi.useFakeTimers();
    session.signIn('t-1');
    const stop = startChatWhenSignedIn('/home');
    vi.advanceTimersByTime(CHAT_ELSEWHERE_AFTER_MS - 1);
    await vi.dynamicImportSettled();
    expect(followSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await importSettles();
    stop();
  });

  it('at once when the shopper signs in, and never for a guest', async () => {
    const stop = startChatWhenSignedIn('/home');
    window.dispatchEvent(new Event('pointerdown'));
    await vi.dynamicImportSettled();
    expect(followSession).not.toHaveBeenCalled();
    session.signIn('t-2');
    await importSettles();
    stop();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { openFirstChat } from './whatsapp-queue';

const chats = [
  { id: 1, name: 'Ana', link: 'https://wa.me/5511999990000?text=a' },
  { id: 2, name: 'Duda', link: 'https://wa.me/351912345678?text=b' },
];

describe('openFirstChat', () => {
  it('opens only the first conversation and leaves the rest to click', () => {
    const tab = { opener: {} as unknown };
    const open = vi.fn(() => tab as unknown as Window);
    expect(openFirstChat(chats, open)).toEqual({ chats: [chats[1]], blocked: false });
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(chats[0]!.link, '_blank');
    expect(tab.opener).toBeNull();
  });
  it('reports a blocked pop-up and leaves every conversation to click', () => {
    expect(openFirstChat(chats, () => null)).toEqual({ chats, blocked: true });
  });
  it('does nothing without conversations', () => {
    const open = vi.fn(() => null);
    expect(openFirstChat([], open)).toEqual({ chats: [], blocked: false });
    expect(open).not.toHaveBeenCalled();
  });
});

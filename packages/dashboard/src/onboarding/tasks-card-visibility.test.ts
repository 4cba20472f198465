import { TASKS_CARD_STORAGE_KEY } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { createTasksCardVisibility } from './tasks-card-visibility';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('tasks card dismissal', () => {
  it('is shown when nothing is remembered, hidden when local storage holds 1', () => {
    expect(createTasksCardVisibility(memoryStorage()).$hidden.get()).toBe(false);
    expect(createTasksCardVisibility(memoryStorage({ [TASKS_CARD_STORAGE_KEY]: '1' })).$hidden.get()).toBe(true);
    expect(createTasksCardVisibility(memoryStorage({ [TASKS_CARD_STORAGE_KEY]: '0' })).$hidden.get()).toBe(false);
  });

  it('dismissing the card remembers 1 in local storage', () => {
    const storage = memoryStorage();
    const card = createTasksCardVisibility(storage);
    card.hide();
    expect(card.$hidden.get()).toBe(true);
    expect(storage.data.get(TASKS_CARD_STORAGE_KEY)).toBe('1');
  });

  it('the bell resets it to 0 and shows the card', () => {
    const storage = memoryStorage({ [TASKS_CARD_STORAGE_KEY]: '1' });
    const card = createTasksCardVisibility(storage);
    card.show();
    expect(card.$hidden.get()).toBe(false);
    expect(storage.data.get(TASKS_CARD_STORAGE_KEY)).toBe('0');
  });

  it('a storage that throws still lets the card hide for the visit', () => {
    const card = createTasksCardVisibility({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(card.$hidden.get()).toBe(false);
    card.hide();
    expect(card.$hidden.get()).toBe(true);
  });
});

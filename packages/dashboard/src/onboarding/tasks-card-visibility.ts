import { TASKS_CARD_STORAGE_KEY } from '@cobro/contracts';
import { atom, type ReadableAtom } from 'nanostores';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface TasksCardVisibility {
  $hidden: ReadableAtom<boolean>;
  /** The card's close button: remembered as 1. */
  hide(): void;
  /** The bell: resets the remembered value to 0 and shows the card again. */
  show(): void;
}

/**
 * The onboarding card's dismissal, remembered in local storage under TASKS_CARD_STORAGE_KEY (1 hidden, 0 shown).
 * Storage may be missing or throw (private modes, sandboxed frames): the card then still hides for the session.
 */
export function createTasksCardVisibility(storage: KeyValueStorage | undefined): TasksCardVisibility {
  const read = () => {
    try {
      return storage?.getItem(TASKS_CARD_STORAGE_KEY) === '1';
    } catch {
      return false;
    }
  };
  const write = (value: '0' | '1') => {
    try {
      storage?.setItem(TASKS_CARD_STORAGE_KEY, value);
    } catch {
      // Not remembered across visits; the in-memory state below still applies.
    }
  };
  const $hidden = atom(read());
  return {
    $hidden,
    hide() {
      write('1');
      $hidden.set(true);
    },
    show() {
      write('0');
      $hidden.set(false);
    },
  };
}

let pageVisibility: TasksCardVisibility | undefined;

/** One per page, created on first use so importing stays free of `window` (SSR-safe). */
export function tasksCardVisibility(): TasksCardVisibility {
  pageVisibility ??= createTasksCardVisibility(typeof localStorage === 'undefined' ? undefined : localStorage);
  return pageVisibility;
}

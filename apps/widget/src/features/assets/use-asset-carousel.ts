import {
  CAROUSELS, type CarouselSection, forwardButton, listToSave, moveOn, movePrevious,
} from '@kerb/domain/borrower/assets-and-liabilities';
import type { CreditCard, MotorVehicle, PersonalLoan, RealEstate } from '@kerb/domain/borrower/assets';
import { activeIndexOf, deleteAssetItem } from '@kerb/domain/borrower/changes';
import type { DetailsErrors } from '@kerb/domain/borrower/details-summary';
import { useState } from 'react';
import type { BorrowerDraft } from '#app/borrower-draft';
import { saveBorrower } from '#app/borrower-sync';
import { useAppStore } from '#app/store';

/** The item each carousel edits (spec 2 §3). */
export interface CarouselItems {
  REAL_ESTATES: RealEstate;
  MOTOR_VEHICLES_ASSETS: MotorVehicle;
  CREDIT_CARDS: CreditCard;
  PERSONAL_LOANS: PersonalLoan;
}

export interface AssetCarousel<S extends CarouselSection> {
  item: CarouselItems[S];
  index: number;
  /** Items shown in the carousel: the list, or the one empty item a new section starts with. */
  count: number;
  forward: 'Next' | 'Add';
  /** The current item's problems, once the borrower tried to move on or save (spec 2 §8 "after Next"). */
  errors: DetailsErrors;
  change: (update: (item: CarouselItems[S]) => CarouselItems[S]) => void;
  previous: () => void;
  next: () => void;
  remove: () => void;
  /** Saves the section and reports whether it could (false: an item is incomplete and is now shown). */
  save: () => Promise<boolean>;
}

/**
 * One carousel over its list in the borrower document and its active index there (spec 1 §3 "each a list plus
 * an active index"), with the domain's rules for moving (borrower/assets-and-liabilities). Edits go to the
 * store as they are typed; Save sends the section through the borrower save.
 */
export function useAssetCarousel<S extends CarouselSection>(section: S): AssetCarousel<S> {
  const { list: listKey, index: indexKey, errors: errorsOf } = CAROUSELS[section];
  const list = (useAppStore((s) => s.borrower[listKey]) ?? []) as CarouselItems[S][];
  // At most one past the end (a new item), so an edit never leaves a hole in the list.
  const index = Math.min(activeIndexOf(useAppStore((s) => s.borrower[indexKey]) ?? 0), list.length);
  const update = useAppStore((s) => s.updateBorrower);
  const [tried, setTried] = useState(false);
  const item = (list[index] ?? {}) as CarouselItems[S];

  const put = (nextList: CarouselItems[S][], nextIndex: number) =>
    update((b) => ({ ...b, [listKey]: nextList, [indexKey]: nextIndex }) as BorrowerDraft);
  const current = () => (useAppStore.getState().borrower[listKey] ?? []) as CarouselItems[S][];

  return {
    item,
    index,
    count: Math.max(list.length, index + 1),
    forward: forwardButton(list, index),
    errors: tried ? (errorsOf as (i: CarouselItems[S]) => DetailsErrors)(item) : {},
    change: (edit) => {
      const edited = [...current()];
      edited[index] = edit((edited[index] ?? {}) as CarouselItems[S]);
      put(edited, index);
    },
    previous: () => {
      setTried(false);
      put(current(), movePrevious(index));
    },
    next: () => {
      // spec 1 §2 "next is allowed only when the current item is valid": else its fields show what is missing.
      const moved = moveOn(section, current(), index);
      setTried(!moved);
      if (moved) put(moved.list, moved.index);
    },
    remove: () => {
      setTried(false);
      const left = deleteAssetItem(current(), index);
      put(left.list, left.index);
    },
    save: async () => {
      const { list: kept, invalidAt } = listToSave(section, current());
      if (invalidAt >= 0) {
        put(kept, invalidAt);
        setTried(true);
        return false;
      }
      put(kept, Math.min(index, Math.max(0, kept.length - 1)));
      await saveBorrower(useAppStore);
      return true;
    },
  };
}

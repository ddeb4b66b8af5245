import { type RefObject, useEffect } from 'react';

/**
 * A list that scrolls in a box of its own (the course picker, the tickets): whenever `selected` changes, brings
 * the item whose `attribute` (`data-course-id`) holds it into view, a third of the way down, if it lies outside
 * the box (one chosen through the address may sit far down the list).
 */
export function useSelectedInView(
  box: RefObject<HTMLElement | null>,
  attribute: string,
  selected: string | null | undefined,
) {
  useEffect(() => {
    const list = box.current;
    const current = [...(list?.querySelectorAll<HTMLElement>(`[${attribute}]`) ?? [])].find(
      (item) => item.getAttribute(attribute) === selected,
    );
    if (!list || !current || list.clientHeight === 0) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - list.clientHeight / 3;
    }
  }, [box, attribute, selected]);
}

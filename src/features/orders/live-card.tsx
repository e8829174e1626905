import { memo, useRef, type ComponentType, type RefObject } from "react";
import type { Order } from "#domain/order.ts";
import { useFrozenOffScreen } from "#ui/use-frozen-off-screen.ts";

type CardProps<P> = P & { order: Order; card: RefObject<HTMLLIElement | null> };

/**
 * A card of one live order that re-renders on a revaluation only while it is on screen: with 20
 * positions revalued 4 times a second, the cards scrolled away would otherwise cost a slow phone
 * most of each update.
 */
export function liveCard<P extends object>(Card: ComponentType<CardProps<P>>) {
  const Memo = memo(Card) as ComponentType<CardProps<P>>;
  return memo(function LiveCard(props: P & { order: Order }) {
    const card = useRef<HTMLLIElement>(null);
    const order = useFrozenOffScreen(props.order, card);
    return <Memo {...props} order={order} card={card} />;
  });
}

import type { ComponentProps, MouseEvent } from "react";
import { useRouter } from "@tanstack/react-router";
import { routerFollows } from "./router-click.ts";

type RouterAnchorProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/**
 * An in-app link as a plain anchor whose plain click the router follows; the href opens in a new
 * tab as any link's does. For the links of a page's first render that need neither the router's
 * active state nor its preloading (home's rows, the tab bar): TanStack Router's `Link` builds its
 * location and subscribes to the router for each one, the costliest part of home's rows at 4× CPU.
 */
export function RouterAnchor({ href, onClick, ...props }: RouterAnchorProps) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!routerFollows(event, event.currentTarget.getAttribute("target"))) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a {...props} href={href} onClick={follow} />;
}

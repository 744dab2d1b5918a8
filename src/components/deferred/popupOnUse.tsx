import {
  cloneElement,
  useContext,
  isValidElement,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
  type SyntheticEvent,
} from 'react';
import { ConfigContext } from 'antd/es/config-provider/context';

/** What the wrapper reads of a popup's props: its anchor and whether it is open. */
export interface PopupProps {
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean, ...details: never[]) => void;
}

interface AnchorProps {
  className?: string;
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onPointerLeave?: (event: SyntheticEvent) => void;
  onPointerDown?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onClick?: (event: SyntheticEvent) => void;
}

type HandlerName = 'onPointerEnter' | 'onPointerDown' | 'onFocus' | 'onClick';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An antd popup (Tooltip, Dropdown) whose code, with the popup engine all popups share
 * (@rc-component/trigger), loads at its anchor's first use instead of with the page that shows it.
 * Until then the anchor renders as the popup would render it (`anchorClassName`); the pointer coming
 * over it, focus or a press starts the load, and so does being opened by its props (`open`). Then the
 * popup's component takes the anchor's place, which mounts the anchor anew: it gets the focus and the
 * pointer the old one had (a hover popup opens after its own delay), and a press before the code
 * arrived opens a popup that opens on a press (`opensOnPress`) once it has, told to `onOpenChange` as
 * the popup would tell it. A press in progress keeps its anchor until it ends: a new element under
 * a pointer that is down would lose the click. Anchors that mount once the code is there are the
 * popup's at once.
 */
export function popupOnUse<P extends PopupProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  {
    opensOnPress,
    anchorClassName,
  }: {
    opensOnPress: boolean;
    /** The class the popup gives its anchor, from antd's class prefix of a component. */
    anchorClassName?: (prefixOf: (component: string) => string) => string;
  },
) {
  let Popup: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const loadPopup = () =>
    (loading ??= load().then((module) => {
      Popup = module.default;
    }));

  return function PopupOnUse(props: P) {
    const [shown, setShown] = useState(() => Popup !== undefined);
    // Opened by a press before the popup could see it; closed again through the popup's own onOpenChange.
    const [openedByPress, setOpenedByPress] = useState<true>();
    const { getPrefixCls } = useContext(ConfigContext);
    const anchor = useRef<HTMLElement | null>(null);
    // What the old anchor had when the popup took its place, for the new one.
    const had = useRef({ focus: false, pointer: false });

    // Told by the anchor's own events: `:hover` may not yet say so when the code comes at once.
    const pointerInside = useRef(false);
    const show = () => {
      const node = anchor.current;
      had.current = {
        focus: !!node?.contains(document.activeElement),
        pointer: pointerInside.current || !!node?.matches(':hover'),
      };
      setShown(true);
    };
    // Down on the anchor: the popup takes its place after the release (and its click), not during.
    const pressing = useRef(false);
    const showAfterPress = useRef(false);
    const showUnlessPressed = () => (pressing.current ? (showAfterPress.current = true) : show());
    const press = () => {
      pressing.current = true;
      const ended = new AbortController();
      const release = () => {
        ended.abort();
        setTimeout(() => {
          pressing.current = false;
          if (showAfterPress.current) show();
          showAfterPress.current = false;
        });
      };
      for (const type of ['pointerup', 'pointercancel'])
        window.addEventListener(type, release, { capture: true, signal: ended.signal });
    };
    const onUse = () => (Popup ? showUnlessPressed() : void loadPopup().then(showUnlessPressed));
    const opened = Boolean(props.open) && !shown;
    const onOpened = useEffectEvent(onUse);
    useEffect(() => {
      if (opened) onOpened();
    }, [opened]);
    const handOver = useEffectEvent(() => {
      const node = anchor.current;
      if (!node) return;
      // The anchor's control (a badge's button) takes the focus back.
      if (had.current.focus)
        (node.matches(FOCUSABLE) ? node : node.querySelector<HTMLElement>(FOCUSABLE))?.focus();
      // React derives a pointer's entering from mouseover and mouseout, and the browser's mouseover for
      // the new anchor (under a pointer that has not moved) names the old, removed one as where the
      // pointer came from, which React takes for a move inside its tree: the popup would miss it.
      if (had.current.pointer) node.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      had.current = { focus: false, pointer: false };
      // Told as the popup tells a press that opens it.
      if (openedByPress) props.onOpenChange?.(true);
    });
    useLayoutEffect(() => {
      if (shown) handOver();
    }, [shown]);

    const child: ReactElement<AnchorProps> = isValidElement<AnchorProps>(props.children) ? (
      props.children
    ) : (
      <span>{props.children}</span>
    );
    const childRef = child.props.ref;
    const ref: RefCallback<HTMLElement> = (node) => {
      anchor.current = node;
      if (typeof childRef === 'function') return childRef(node);
      if (childRef) childRef.current = node;
    };
    if (shown && Popup) {
      const onOpenChange = (open: boolean, ...details: never[]) => {
        if (!open) setOpenedByPress(undefined);
        props.onOpenChange?.(open, ...details);
      };
      return (
        <Popup {...props} open={props.open ?? openedByPress} onOpenChange={onOpenChange}>
          {cloneElement(child, { ref })}
        </Popup>
      );
    }
    const using =
      (name: HandlerName, pressed = false) =>
      (event: SyntheticEvent) => {
        child.props[name]?.(event);
        if (name === 'onPointerEnter') pointerInside.current = true;
        if (name === 'onPointerDown') press();
        if (pressed && opensOnPress) setOpenedByPress(true);
        onUse();
      };
    return cloneElement(child, {
      ref,
      className: anchorClassName
        ? [anchorClassName((component) => getPrefixCls(component)), child.props.className]
            .filter(Boolean)
            .join(' ')
        : child.props.className,
      onPointerEnter: using('onPointerEnter'),
      onPointerLeave: (event: SyntheticEvent) => {
        pointerInside.current = false;
        child.props.onPointerLeave?.(event);
      },
      onPointerDown: using('onPointerDown'),
      onFocus: using('onFocus'),
      onClick: using('onClick', true),
    });
  };
}

/**
 * A tooltip for the buttons every row repeats (open beside, edit beside, copy). MUI's Tooltip
 * runs a dozen hooks and a Popper per button, hovered or not: a page of 25 rows held about 120
 * of them, a tenth of a list's rendering (bench/browser.ts). This one adds nothing to the row
 * until the button is hovered or focused, then shows the same look in a Popper. The button
 * carries its own aria-label, so its accessible name does not depend on the tooltip.
 */
import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { Popper, styled } from '@mui/material';

interface Hoverable {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** MUI's tooltip as it looks under the button. */
const Bubble = styled('div')(({ theme }) => ({
  backgroundColor: 'rgba(97, 97, 97, 0.92)',
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  padding: '4px 8px',
  fontSize: theme.typography.pxToRem(11),
  maxWidth: 300,
  fontWeight: theme.typography.fontWeightMedium,
}));

/**
 * Focus the user sees (the keyboard's), as MUI's Tooltip opens for: not the focus a click
 * gives a button, nor the focus a closed dialog hands back to the button that opened it.
 */
function seenFocus(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // an engine without the selector
  }
}

/** MUI's own pause before a tooltip shows, so passing over a row shows none. */
const ENTER_DELAY_MS = 100;

export function RowTooltip({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  /** Where it shows: below a row's button, beside a folded menu's entry. */
  placement?: 'bottom' | 'right';
  children: ReactElement<Hoverable>;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asked, setAsked] = useState<'hover' | 'focus' | null>(null);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (asked !== 'hover') return;
    const timer = setTimeout(() => setPaused(true), ENTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asked]);
  const open = asked === 'focus' || (asked === 'hover' && paused);
  const ask = (how: 'hover' | 'focus', target: EventTarget) => {
    setAnchor(target as HTMLElement);
    setAsked(how);
  };
  const leave = () => {
    setAsked(null);
    setPaused(false);
  };
  const { props } = children;
  return (
    <>
      {cloneElement(children, {
        onMouseEnter: (event: MouseEvent) => {
          props.onMouseEnter?.(event);
          ask('hover', event.currentTarget);
        },
        onMouseLeave: (event: MouseEvent) => {
          props.onMouseLeave?.(event);
          leave();
        },
        onFocus: (event: FocusEvent) => {
          props.onFocus?.(event);
          if (seenFocus(event.currentTarget)) ask('focus', event.currentTarget);
        },
        onBlur: (event: FocusEvent) => {
          props.onBlur?.(event);
          leave();
        },
        // Dismissable without moving (WCAG 1.4.13).
        onKeyDown: (event: KeyboardEvent) => {
          props.onKeyDown?.(event);
          if (event.key === 'Escape') leave();
        },
      })}
      {open && anchor && (
        <Popper
          open
          anchorEl={anchor}
          placement={placement}
          modifiers={[{ name: 'offset', options: { offset: [0, 14] } }]}
          sx={{ pointerEvents: 'none', zIndex: 'tooltip' }}
        >
          <Bubble>{title}</Bubble>
        </Popper>
      )}
    </>
  );
}

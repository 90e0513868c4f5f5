// Non-modal popover anchored to an element (the location prompt under the order button).
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { CloseIcon } from '../icons/icons.tsx';
import { popoverPosition, type PopoverPlacement } from './popover-position.ts';
import './popover.css';

export interface PopoverProps {
  anchorRef: RefObject<HTMLElement | null>;
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

export function Popover({ anchorRef, open, onClose, title, children }: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [placement, setPlacement] = useState<PopoverPlacement | null>(null);

  const place = useCallback(() => {
    const anchor = anchorRef.current;
    const popover = ref.current;
    if (!anchor || !popover) return;
    const rect = anchor.getBoundingClientRect();
    setPlacement(
      popoverPosition(
        { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
        { width: popover.offsetWidth, height: popover.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [anchorRef]);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
      window.removeEventListener('keydown', onKey);
    };
  }, [open, place, onClose]);

  if (!open) return null;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      className={`popover popover--${placement?.side ?? 'bottom'}`}
      style={{
        top: placement?.top ?? 0,
        left: placement?.left ?? 0,
        visibility: placement ? 'visible' : 'hidden',
        ['--arrow-left' as string]: `${placement?.arrowLeft ?? 0}px`,
      }}
    >
      <div className="popover__head">
        <p id={titleId} className="popover__title">
          {title}
        </p>
        <button type="button" className="popover__close" aria-label="Dismiss" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </div>
  );
}

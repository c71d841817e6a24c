import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useState, type FocusEvent, type KeyboardEvent, type ReactElement } from 'react';

import { insetFocusRing } from './a11y-styles';

/*
 * Full-width tabs with MUI Tabs' look and keyboard: the arrow keys move focus between the tabs
 * (mirrored right to left, wrapping at the ends), Home and End to the first and last; Enter,
 * Space or a click selects. Not MUI Tabs: for two tabs that never scroll, its scrolling,
 * measuring and roving-focus code was 9.5 KB gzip of the home page's first download (budget
 * 170 KB); this, on ButtonBase and Box that every page already loads, took home's JavaScript
 * from 184.8 to 176.6 KB gzip (npm run bench:bundle).
 */

export interface TabListItem<T extends string> {
  value: T;
  label: string;
  /** Drawn before the label. */
  icon: ReactElement;
  id: string;
  /** The id of the tabpanel the tab shows. */
  panelId: string;
}

export interface TabListProps<T extends string> {
  /** The list's accessible name. */
  label: string;
  tabs: readonly TabListItem<T>[];
  value: T;
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
}

// Where a key sends focus from the tab at `from`, or null for a key the list leaves alone.
function focusTarget(key: string, from: number, count: number, rtl: boolean): number | null {
  if (key === (rtl ? 'ArrowLeft' : 'ArrowRight')) return (from + 1) % count;
  if (key === (rtl ? 'ArrowRight' : 'ArrowLeft')) return (from - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function TabList<T extends string>({ label, tabs, value, onChange, sx }: TabListProps<T>) {
  const rtl = useTheme().direction === 'rtl';
  // The one tab the Tab key reaches: the focused tab while focus is in the list, else the selected.
  const [focused, setFocused] = useState<T | null>(null);
  const tabStop = focused ?? value;
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const from = tabs.findIndex((tab) => tab.value === tabStop);
    const index = focusTarget(event.key, from, tabs.length, rtl);
    const target = index === null ? undefined : tabs[index];
    if (!target) return;
    event.preventDefault();
    event.currentTarget.ownerDocument.getElementById(target.id)?.focus();
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };

  return (
    <Box sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        sx={{ display: 'flex' }}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <ButtonBase
              key={tab.value}
              role="tab"
              id={tab.id}
              aria-selected={selected}
              aria-controls={tab.panelId}
              tabIndex={tab.value === tabStop ? 0 : -1}
              focusRipple
              onFocus={() => setFocused(tab.value)}
              onClick={() => {
                if (!selected) onChange(tab.value);
              }}
              sx={[
                {
                  typography: 'button',
                  flex: 1,
                  minHeight: 56,
                  px: 2,
                  py: '9px',
                  fontSize: '1rem',
                  lineHeight: 1.25,
                  textTransform: 'none',
                  color: selected ? 'primary.main' : 'text.secondary',
                  '& > svg': { mr: 1 },
                },
                insetFocusRing,
              ]}
            >
              {tab.icon}
              {tab.label}
            </ButtonBase>
          );
        })}
      </Box>
      <Box
        component="span"
        sx={{
          position: 'absolute',
          bottom: 0,
          height: 2,
          width: `${100 / tabs.length}%`,
          left: `${(100 * selectedIndex) / tabs.length}%`,
          bgcolor: 'primary.main',
          transition: (theme) => theme.transitions.create('all'),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </Box>
  );
}

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';

export interface CarouselControlsLabels {
  previous: string;
  next: string;
  /** Name of the dot that shows slide `index` (0-based). */
  slide: (index: number) => string;
  pause: string;
  play: string;
}

interface CarouselControlsProps {
  count: number;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  labels: CarouselControlsLabels;
  /** Omit to hide the play/pause button (e.g. under reduced motion). */
  rotation?: { stopped: boolean; onToggle: () => void };
  /** 'inherit' over pictures (white text), 'primary' on page surfaces. */
  tone?: 'inherit' | 'primary';
  sx?: SxProps<Theme>;
}

/** Previous, dots, next and play/pause for any carousel; arrows follow the reading direction. */
export function CarouselControls({
  count,
  index,
  onPrevious,
  onNext,
  onSelect,
  labels,
  rotation,
  tone = 'primary',
  sx,
}: CarouselControlsProps) {
  const rtl = useTheme().direction === 'rtl';
  const outline = tone === 'inherit' ? 'currentColor' : 'primary.main';
  const iconButtonSx = {
    border: 1,
    borderColor: tone === 'inherit' ? 'rgba(255, 255, 255, 0.6)' : 'divider',
    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: outline, outlineOffset: 2 },
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={[{ alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <IconButton color={tone} aria-label={labels.previous} onClick={onPrevious} sx={iconButtonSx}>
        {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </IconButton>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {Array.from({ length: count }, (_, dot) => (
          <ButtonBase
            key={dot}
            aria-label={labels.slide(dot)}
            aria-current={dot === index ? 'true' : undefined}
            onClick={() => onSelect(dot)}
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              color: tone === 'inherit' ? 'inherit' : 'primary.main',
              '&::after': {
                content: '""',
                width: dot === index ? 20 : 10,
                height: 10,
                borderRadius: 5,
                bgcolor: 'currentColor',
                opacity: dot === index ? 1 : 0.45,
                transition: 'width 200ms, opacity 200ms',
              },
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: outline },
            }}
          />
        ))}
      </Stack>
      <IconButton color={tone} aria-label={labels.next} onClick={onNext} sx={iconButtonSx}>
        {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </IconButton>
      {rotation && (
        <IconButton
          color={tone}
          aria-label={rotation.stopped ? labels.play : labels.pause}
          onClick={rotation.onToggle}
          sx={iconButtonSx}
        >
          {rotation.stopped ? <PlayArrowIcon /> : <PauseIcon />}
        </IconButton>
      )}
    </Stack>
  );
}

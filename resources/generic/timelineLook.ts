/**
 * The icon and colour of each kind of the client's history (domain/timeline.ts). A kind added
 * later without an entry here still shows, with the generic event icon.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import HistoryIcon from '@mui/icons-material/History';
import EventNoteIcon from '@mui/icons-material/EventNote';

export interface TimelineLook {
  icon: SvgIconComponent;
  color: string;
}

const looks: Record<string, TimelineLook> = {
  interaction: { icon: ForumOutlinedIcon, color: 'primary.main' },
  task: { icon: TaskAltIcon, color: 'success.main' },
  change: { icon: HistoryIcon, color: 'grey.600' },
};

const fallback: TimelineLook = { icon: EventNoteIcon, color: 'secondary.main' };

export const timelineLook = (kind: string): TimelineLook => looks[kind] ?? fallback;

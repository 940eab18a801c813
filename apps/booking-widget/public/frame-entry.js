// The iframe mode's page: the widget bundle, full-page (see src/frame.tsx, a chunk widget.js loads).
import { mountFrame } from './widget.js';

void mountFrame();

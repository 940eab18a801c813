// The iframe mode's page: the widget bundle, full-page (see src/frame.tsx).
import { mountFrame } from './widget.js';

mountFrame();

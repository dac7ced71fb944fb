import { layoutShiftTests } from './layout-shift';

// CLS ≤ 0.05 on a phone (Pixel 7), where the footer and filters stack and a shift costs more.
layoutShiftTests('phone');

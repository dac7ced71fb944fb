import { layoutShiftTests } from './layout-shift';

// CLS ≤ 0.05 on a laptop screen (the mobile project runs layout-shift.mobile.spec.ts).
layoutShiftTests('desktop');

export { AllocationChart, type AllocationChartProps } from './AllocationChart.tsx';
export type { AllocationSlice } from './allocation.ts';

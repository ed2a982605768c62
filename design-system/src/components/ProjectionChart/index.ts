export {
  ProjectionChart,
  type ProjectionChartProps,
  type ProjectionPointInput,
} from './ProjectionChart.tsx';

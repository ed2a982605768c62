export { OperationReview, type OperationReviewProps } from './OperationReview.tsx';

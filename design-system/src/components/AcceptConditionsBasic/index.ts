export {
  AcceptConditionsBasic,
  type AcceptConditionsBasicProps,
} from './AcceptConditionsBasic.tsx';

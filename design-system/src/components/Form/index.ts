export { Form, type FormProps } from './Form.tsx';

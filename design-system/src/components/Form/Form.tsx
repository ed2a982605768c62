import { useId, type ReactNode, type Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import * as s from './Form.css.ts';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'children'> {
  /** The form's heading; it also names the form for assistive technology. */
  title?: ReactNode;
  /** The heading's level (default 2; 1 when the form is the page, as the login). */
  titleLevel?: HeadingLevel;
  /** A line under the title; it also describes the form. */
  description?: ReactNode;
  /** Space between the form's parts: sm 12, md 16 (default) or lg 24 px. */
  gap?: keyof typeof s.gap;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form on React Aria's Form: fields inside take its validation behaviour (`aria` by default,
 * so the screen decides when errors show) and server errors through `validationErrors`. Lays
 * out its title, description and parts in one column.
 */
export function Form({
  title,
  titleLevel = 2,
  description,
  gap = 'md',
  validationBehavior = 'aria',
  children,
  ...props
}: FormProps) {
  const id = useId();
  const titleId = title ? `${id}-title` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <AriaForm
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      {...props}
      validationBehavior={validationBehavior}
      className={`${s.form} ${s.gap[gap]}`}
    >
      {title || description ? (
        <div className={s.header}>
          {title ? (
            <Heading level={titleLevel} id={titleId}>
              {title}
            </Heading>
          ) : null}
          {description ? (
            <Text tone="secondary" id={descriptionId}>
              {description}
            </Text>
          ) : null}
        </div>
      ) : null}
      {children}
    </AriaForm>
  );
}

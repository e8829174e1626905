import type { ReactNode } from "react";
import "./form.css";

interface FieldProps {
  label: ReactNode;
  /** The id of the input the label names (the row may also hold buttons, so it is not a <label> wrapper). */
  inputId: string;
  /** A translated message shown under the control; it also marks the field invalid. */
  error?: string | null;
  children: ReactNode;
}

/** A labelled form row: label, the control (one or more inputs and buttons in a row), and its message. */
export function Field({ label, inputId, error, children }: FieldProps) {
  return (
    <div className="field" data-invalid={error ? "" : undefined}>
      <label className="field-label" htmlFor={inputId}>{label}</label>
      <div className="field-control">{children}</div>
      {error && (
        <span className="field-error" role="alert" data-testid={`${inputId}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

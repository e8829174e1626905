import { useState, type FormEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { submitRealName } from "#api/identity.ts";
import { usePictureUpload } from "#data/account/facade.ts";
import type { RealNameRecord, RealNameRequest } from "#domain/contract/identity.ts";
import { CARD_ID_MAX, REAL_NAME_MAX } from "#domain/identity.ts";
import { Field } from "#ui/field.tsx";
import { PicturePicker } from "#widgets/picture-picker.tsx";
import { useFormProblems } from "#forms/use-form-problems.ts";
import { ID_CARD_FRAME } from "./id-card-frame.ts";
import { cardIdProblem, nameProblem, sideProblem } from "./real-name-checks.ts";

interface RealNameFormProps {
  /** A refused record reopens filled in, with the operator's reason above; null when never sent. */
  record: RealNameRecord | null;
  onSent: (sent: RealNameRequest) => void;
}

/** Review status 0: name, ID number and both sides of the ID card. */
export function RealNameForm({ record, onSent }: RealNameFormProps) {
  const { t } = useLingui();
  const [name, setName] = useState(record?.name ?? "");
  const [cardId, setCardId] = useState(record?.card_id ?? "");
  const front = usePictureUpload(record?.front_pic || null);
  const back = usePictureUpload(record?.reverse_pic || null);
  const { shown, accept, clear } = useFormProblems<"name" | "cardId" | "front" | "back">();
  const reason = record?.reject_reason?.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: name.trim(), card_id: cardId.trim(), front_pic: front.url ?? "", reverse_pic: back.url ?? "" };
    const valid = accept({
      name: nameProblem(fields.name),
      cardId: cardIdProblem(fields.card_id),
      front: sideProblem(front.state, "front"),
      back: sideProblem(back.state, "back"),
    });
    if (!valid) return;
    try {
      await submitRealName(fields);
      onSent(fields);
    } catch {
      // The server's reason is on screen.
    }
  };

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate data-testid="real-name-form">
      {reason && (
        <div className="kyc-refused" role="alert" data-testid="real-name-refused">
          <strong><Trans>Your verification was refused</Trans></strong>
          <span>{reason}</span>
        </div>
      )}
      <p className="muted"><Trans>Enter your details exactly as they appear on your ID card.</Trans></p>
      <Field label={t`Full name`} inputId="real-name" error={shown("name")}>
        <input id="real-name" className="field-input" value={name} onChange={(e) => setName(e.target.value)}
          maxLength={REAL_NAME_MAX} autoComplete="name" dir="auto" data-testid="real-name-input" />
      </Field>
      <Field label={t`ID number`} inputId="real-card-id" error={shown("cardId")}>
        <input id="real-card-id" className="field-input" value={cardId} onChange={(e) => setCardId(e.target.value)}
          maxLength={CARD_ID_MAX} autoComplete="off" autoCapitalize="characters" spellCheck={false} dir="ltr"
          data-testid="real-card-id-input" />
      </Field>
      <PicturePicker inputId="id-front" label={t`Front of the ID card`} picture={front} error={shown("front")} onPick={() => clear("front")} {...ID_CARD_FRAME} />
      <PicturePicker inputId="id-back" label={t`Back of the ID card`} picture={back} error={shown("back")} onPick={() => clear("back")} {...ID_CARD_FRAME} />
      <button type="submit" className="button-primary" data-testid="real-name-submit">
        <Trans>Submit for review</Trans>
      </button>
    </form>
  );
}

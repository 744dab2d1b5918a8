import type { MutableRefObject } from 'react';
import type { FormInstance } from 'antd';
import { registrationApi } from '@/api/registration';
import type { SmsPurpose } from '@/domain/registration';

/** A mobile that passed its SMS check, and the proof the application carries. */
export interface SmsProof {
  mobile: string;
  token: string;
}

/**
 * The proof for a mobile: the one already won (a code answers one check, so a form resubmitted after
 * another error must not check it again), or a new check of the typed code. Null when the check fails:
 * the message is then on the code field.
 */
export async function verifyMobile(
  form: FormInstance,
  proof: MutableRefObject<SmsProof | null>,
  mobile: string,
  purpose: SmsPurpose,
): Promise<string | null> {
  if (proof.current?.mobile === mobile) return proof.current.token;
  try {
    const { smsToken } = await registrationApi.checkSmsCode(
      mobile,
      purpose,
      String(form.getFieldValue('smsCode')),
    );
    proof.current = { mobile, token: smsToken };
    return smsToken;
  } catch (e) {
    form.setFields([{ name: 'smsCode', errors: [(e as Error).message] }]);
    return null;
  }
}

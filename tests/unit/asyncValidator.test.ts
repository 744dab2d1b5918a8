import Schema from '@rc-component/async-validator';
import LazySchema from '@/components/deferred/asyncValidator';

/** The build's stand-in for the form engine's rule checker answers as the checker does. */
describe('the lazily loaded rule checker', () => {
  const rules = {
    certno: [
      { required: true, message: '请填写证书编号' },
      { max: 4, message: '${name}过长' },
    ],
  };
  const outcome = (schema: { validate: (source: object) => Promise<unknown> }, certno: string) =>
    schema.validate({ certno }).then(
      () => [],
      (failure: { errors: { message: string }[] }) => failure.errors.map((e) => e.message),
    );

  it('passes and fails the values the checker passes and fails, with the same messages', async () => {
    for (const certno of ['', 'A1', 'A12345']) {
      const expected = await outcome(new Schema(rules), certno);
      await expect(outcome(new LazySchema(rules), certno)).resolves.toEqual(expected);
    }
    await expect(outcome(new LazySchema(rules), '')).resolves.toEqual(['请填写证书编号']);
  });

  it('applies the messages rc-form hands it', async () => {
    const schema = new LazySchema({ certno: [{ required: true }] });
    schema.messages({ required: '必填：%s' });
    await expect(outcome(schema, '')).resolves.toEqual(['必填：certno']);
  });
});

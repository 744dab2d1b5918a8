import { Typography } from 'antd';
import { ApplicationSubmitted } from './ApplicationSubmitted';

/** /register-success: the application number and how to follow the application. */
export default function RegisterSuccessPage() {
  return (
    <ApplicationSubmitted title="注册申请已提交" queryable>
      <Typography.Paragraph>请记下申请编号。管理员一般在1-3个工作日内完成审核。</Typography.Paragraph>
      <Typography.Paragraph>
        查询审核结果：在登录页点击“注册结果查询”，输入统一社会信用代码或申请编号，以及申请时填写的联系人手机号码。
        审核通过后，即可使用申请的登录账号和密码登录；未通过时可查看审核意见，修改材料后重新申请。
      </Typography.Paragraph>
    </ApplicationSubmitted>
  );
}

import { Typography } from 'antd';
import { ApplicationSubmitted } from './ApplicationSubmitted';

/** /resetSuccess: the reset application's number and what happens next. */
export default function ResetSuccessPage() {
  return (
    <ApplicationSubmitted title="密码重置申请已提交">
      <Typography.Paragraph>接下来：</Typography.Paragraph>
      <ol>
        <li>管理员核对授权委托书等材料，一般在1-3个工作日内完成审核；</li>
        <li>审核通过后，管理员将通过电话把初始密码告知申请时填写的联系人；</li>
        <li>使用初始密码登录后，系统会要求立即修改为符合规则的新密码；</li>
        <li>审核未通过时，短信告知原因，可补充材料后重新申请。</li>
      </ol>
    </ApplicationSubmitted>
  );
}

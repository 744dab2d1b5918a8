import { Button, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';

/** /register-success: the application number and how to follow the application. */
export default function RegisterSuccessPage() {
  const [query] = useSearchParams();
  const applyNo = query.get('no') ?? '';
  const id = query.get('id') ?? '';
  return (
    <PublicFrame width="narrow">
      <Result
        status="success"
        title="注册申请已提交"
        subTitle={
          <>
            申请编号：
            <Typography.Text strong copyable data-testid="apply-no">
              {applyNo}
            </Typography.Text>
          </>
        }
        extra={[
          <Link key="query" to={`/regCheackList?keyword=${encodeURIComponent(applyNo)}`}>
            <Button type="primary">查询审核结果</Button>
          </Link>,
          id && (
            <Link key="flow" to={`/flowLog-single?id=${encodeURIComponent(id)}`}>
              <Button>查看流程记录</Button>
            </Link>
          ),
          <Link key="login" to="/login">
            <Button>返回登录</Button>
          </Link>,
        ]}
      >
        <Typography.Paragraph>请记下申请编号。管理员一般在1-3个工作日内完成审核。</Typography.Paragraph>
        <Typography.Paragraph>
          查询审核结果：在登录页点击“注册结果查询”，输入统一社会信用代码或申请编号，以及申请时填写的联系人手机号码。
          审核通过后，即可使用申请的登录账号和密码登录；未通过时可查看审核意见，修改材料后重新申请。
        </Typography.Paragraph>
      </Result>
    </PublicFrame>
  );
}

import type { ReactNode } from 'react';
import { Button, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicFrame } from './PublicFrame';

interface ApplicationSubmittedProps {
  title: string;
  /** Offer the result query (registration results can be looked up; reset results come by SMS). */
  queryable?: boolean;
  /** What happens next. */
  children: ReactNode;
}

/** The page after a public application: its number (?no=), its flow log (?id=, the public id), what happens next. */
export function ApplicationSubmitted({ title, queryable = false, children }: ApplicationSubmittedProps) {
  const [query] = useSearchParams();
  const applyNo = query.get('no') ?? '';
  const id = query.get('id') ?? '';
  return (
    <PublicFrame width="narrow">
      <Result
        status="success"
        title={title}
        subTitle={
          <>
            申请编号：
            <Typography.Text strong copyable data-testid="apply-no">
              {applyNo}
            </Typography.Text>
          </>
        }
        extra={[
          queryable && (
            <Link key="query" to={`/regCheackList?keyword=${encodeURIComponent(applyNo)}`}>
              <Button type="primary">查询审核结果</Button>
            </Link>
          ),
          id && (
            <Link key="flow" to={`/flowLog-single?id=${encodeURIComponent(id)}`}>
              <Button>查看流程记录</Button>
            </Link>
          ),
          <Link key="login" to="/login">
            {/* The main way on when there is nothing to query. */}
            <Button type={queryable ? 'default' : 'primary'}>返回登录</Button>
          </Link>,
        ]}
      >
        {children}
      </Result>
    </PublicFrame>
  );
}

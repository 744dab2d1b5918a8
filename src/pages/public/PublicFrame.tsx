import type { ReactNode } from 'react';
import { Card } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { getConfig } from '@/config';
import { publicRoutes } from '@/routes/table';
import styles from './PublicFrame.module.css';

interface PublicFrameProps {
  children: ReactNode;
  width?: 'wide' | 'narrow';
  /** A phone page: no link back to login, less padding. */
  phone?: boolean;
  extra?: ReactNode;
}

/** The frame of the pages open without a session: platform name, the page title from the route table. */
export function PublicFrame({ children, width = 'wide', phone, extra }: PublicFrameProps) {
  const { pathname } = useLocation();
  const config = getConfig();
  const title = publicRoutes.find((route) => route.path === pathname)?.meta.title;
  return (
    <div className={`${styles.page} ${phone ? styles.phone : ''}`}>
      <div className={`${styles.brand} ${width === 'narrow' ? styles.narrow : ''}`}>
        <h1>
          {config.cityName}
          {config.platformTitle}
        </h1>
        {!phone && <Link to="/login">返回登录</Link>}
      </div>
      <Card
        className={`${styles.card} ${width === 'narrow' ? styles.narrow : ''}`}
        title={title}
        extra={extra}
      >
        {children}
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { indexApi } from '@/api/common';
import { LoadState } from '@/components/LoadState';
import { usePageQuery } from '@/components/tabPage';
import { useLoad } from '@/components/useLoad';
import { pathTo } from '@/routes/lookup';
import { SafeHtml } from './SafeHtml';

/** 通知详情 (/notice/detail?id=). */
export default function NoticeDetailPage() {
  const id = usePageQuery().get('id') ?? '';
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoad(() => indexApi.article(id), `${id}|${attempt}`);
  const navigate = useNavigate();
  return (
    <LoadState
      loaded={loaded}
      noun="通知"
      onRetry={() => setAttempt((n) => n + 1)}
      onBack={() => navigate(pathTo('notice'))}
    >
      {(article) => (
        <Card>
          <Typography.Title level={3} style={{ textAlign: 'center' }}>
            {article.title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {article.author}，发布日期：{article.publishDate}
          </Typography.Paragraph>
          <SafeHtml html={article.content ?? ''} />
        </Card>
      )}
    </LoadState>
  );
}

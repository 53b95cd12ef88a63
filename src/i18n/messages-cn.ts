import type { Messages } from './messages-en';

export const messagesCn: Messages = {
  notice: '提示',
  confirm: '确认',
  cancel: '取消',
  loading: '加载中…',
  please_login: '请先登录。',
  timeout_retry_please: '请求超时，请重试。',
  network_offline: '网络已断开',
  unknown_error: '未知错误',
  encryption_failed: '数据加密失败，请重试。',
  home_title: '首页',
  home_welcome: '欢迎！选择游戏，祝您好运。',
  login_title: '登录',
  go_to_login: '登录',
  go_home: '首页',
  main_navigation: '主导航',
  page_not_found: '页面不存在。',
  maintenance_title: '系统维护',
  access_denied_title: '访问受限',
  retry: '重试',
  render_failed: '页面无法显示，请检查网络后重试。',
};

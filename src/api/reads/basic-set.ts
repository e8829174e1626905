import { request, type RequestOptions } from "../client.ts";

/** Base settings, configured by the operator. */
export interface BasicInfo {
  service_link: string;
  service_link_type: number;
  /** 2 = captcha image at registration, otherwise a send-code button. */
  verify_reg_type: number;
  /** 1 = fee is lots × rate, otherwise margin × rate. */
  trade_fee_type: number;
  /** The desktop site's origin (the pc subdomain); "" when there is none. */
  pc_url: string;
  /** 1: /product searches companies, and the chosen one's card is shown (main-company mode). */
  main_company_mode: 0 | 1;
  /** Where complaints are written to; "" when none is set. */
  complaint_email: string;
}

export function basicInfo(options: Pick<RequestOptions, "signal" | "silent"> = {}): Promise<BasicInfo> {
  return request<BasicInfo>("/api/basicSet/getBasicInfo", { ...options, initial: true });
}

// The seed's catalog as a shop would write it: ten categories, each sold by its own shop, 13
// products each. Every product has its own name and description in the five languages (the server
// answers them in the shopper's language, catalog-texts.ts), a price that fits its kind, and a sold
// count; a shop's sold count is the sum of its products' (seed.ts). The kind of a product (its
// drawing, an ARTS key of images.ts) follows its place in its category (`kinds`, in turn), so ids,
// kinds and pictures stay as earlier seeds had them.
//
// Contact details are real-looking but reserved: e-mail under `.test` (RFC 2606), telephone numbers
// in Ofcom's range for drama (020 7946 0xxx); the bank account of top-ups is domain/recharges.ts's.
// The pages that show them say they are examples.
import type { LanguageCode } from './state';

/** A text in each of the five languages. */
export type Words = Readonly<Record<LanguageCode, string>>;

export interface ProductWords {
  /** The drawing (an ARTS key of images.ts): the kind of product. */
  art: string;
  /** Price in cents. */
  price: number;
  /** The price before a discount, in cents; the price itself when there is none. */
  was: number;
  /** How many the shop has sold. */
  sold: number;
  name: Words;
  description: Words;
}

export interface CategoryWords {
  key: string;
  name: string;
  /** Product kinds in the order the products take them: an English noun and its drawing. */
  kinds: [noun: string, art: string][];
  products: ProductWords[];
}

export interface MerchantWords {
  name: Words;
  description: Words;
  /** The category the shop sells: each shop sells its own one. */
  sells: string;
}

type Pair = [name: string, description: string];

/**
 * One product: price and earlier price in dollars (0: no discount), sold count, then name and
 * description in English, Chinese, Japanese, Korean and Thai.
 */
function item(
  art: string,
  price: number,
  was: number,
  sold: number,
  en: Pair,
  zh: Pair,
  ri: Pair,
  han: Pair,
  tai: Pair,
): ProductWords {
  const cents = Math.round(price * 100);
  return {
    art,
    price: cents,
    was: was > price ? Math.round(was * 100) : cents,
    sold,
    name: { en: en[0], 'zh-CN': zh[0], ri: ri[0], han: han[0], tai: tai[0] },
    description: { en: en[1], 'zh-CN': zh[1], ri: ri[1], han: han[1], tai: tai[1] },
  };
}

export const CATEGORY_WORDS: CategoryWords[] = [
  {
    key: 'computer',
    name: 'Computer',
    kinds: [
      ['Laptop', 'laptop'],
      ['Keyboard', 'keyboard'],
      ['Mouse', 'mouse'],
      ['Monitor', 'monitor'],
      ['Headset', 'headset'],
      ['Router', 'router'],
    ],
    products: [
      item(
        'laptop',
        649,
        749,
        214,
        [
          'Aero 14 Laptop, 16 GB / 512 GB',
          'A 1.3 kg aluminium laptop with a 14-inch 2.2K screen, 16 GB of memory and a 512 GB SSD. About 12 hours of battery for a normal working day.',
        ],
        [
          'Aero 14 笔记本电脑 16GB/512GB',
          '1.3 公斤铝合金机身，14 英寸 2.2K 屏幕，16GB 内存与 512GB 固态硬盘，正常办公续航约 12 小时。',
        ],
        [
          'Aero 14 ノートPC 16GB/512GB',
          '重さ1.3kgのアルミボディに14インチ2.2K画面、16GBメモリ、512GB SSD。普段の仕事なら約12時間使えます。',
        ],
        [
          'Aero 14 노트북 16GB/512GB',
          '1.3kg 알루미늄 바디에 14인치 2.2K 화면, 16GB 메모리, 512GB SSD. 일반 업무 기준 약 12시간 사용할 수 있습니다.',
        ],
        [
          'แล็ปท็อป Aero 14 แรม 16GB/512GB',
          'ตัวเครื่องอะลูมิเนียมหนัก 1.3 กก. จอ 14 นิ้ว 2.2K แรม 16GB SSD 512GB แบตเตอรี่ใช้งานทั่วไปได้ราว 12 ชั่วโมง',
        ],
      ),
      item(
        'keyboard',
        89,
        0,
        342,
        [
          'Tactile 75% Mechanical Keyboard',
          'A compact 75% keyboard with brown tactile switches, PBT keycaps and a detachable USB-C cable. Works on Windows and macOS.',
        ],
        [
          '75% 茶轴机械键盘',
          '紧凑 75% 布局，茶轴手感，PBT 键帽，可拆卸 USB-C 线，支持 Windows 与 macOS。',
        ],
        [
          '75% メカニカルキーボード（茶軸）',
          'コンパクトな75%配列、茶軸、PBTキーキャップ、着脱式USB-Cケーブル。WindowsとmacOSに対応。',
        ],
        [
          '75% 기계식 키보드 (갈축)',
          '콤팩트한 75% 배열, 갈축 스위치, PBT 키캡, 분리형 USB-C 케이블. Windows와 macOS 모두 지원합니다.',
        ],
        [
          'คีย์บอร์ดเมคานิคอล 75% สวิตช์น้ำตาล',
          'เลย์เอาต์ 75% กะทัดรัด สวิตช์น้ำตาลให้สัมผัสชัด คีย์แคป PBT สาย USB-C ถอดได้ ใช้ได้ทั้ง Windows และ macOS',
        ],
      ),
      item(
        'mouse',
        24.99,
        0,
        486,
        [
          'Quiet Click Wireless Mouse',
          'A silent-click mouse with a 2.4 GHz receiver and Bluetooth, 1600 DPI and one AA battery that lasts about 18 months.',
        ],
        [
          '静音无线鼠标',
          '静音按键，2.4GHz 接收器与蓝牙双模，1600 DPI，一节 5 号电池约可使用 18 个月。',
        ],
        [
          '静音ワイヤレスマウス',
          'クリック音の静かなマウス。2.4GHzレシーバーとBluetoothの両対応、1600DPI、単三電池1本で約18か月。',
        ],
        [
          '저소음 무선 마우스',
          '클릭 소리가 조용한 마우스. 2.4GHz 수신기와 블루투스 겸용, 1600 DPI, AA 건전지 하나로 약 18개월 사용합니다.',
        ],
        [
          'เมาส์ไร้สายเสียงคลิกเงียบ',
          'คลิกเงียบ เชื่อมต่อได้ทั้งตัวรับสัญญาณ 2.4GHz และบลูทูธ 1600 DPI ใช้ถ่าน AA ก้อนเดียวได้ราว 18 เดือน',
        ],
      ),
      item(
        'monitor',
        189,
        0,
        97,
        [
          '24-inch IPS Monitor, 75 Hz',
          'A 24-inch Full HD IPS screen with thin bezels, HDMI and DisplayPort, and a stand that tilts. Flicker-free for long days.',
        ],
        [
          '24 英寸 IPS 显示器 75Hz',
          '24 英寸全高清 IPS 屏，窄边框，HDMI 与 DisplayPort 接口，支架可调俯仰，无频闪护眼。',
        ],
        [
          '24インチ IPSモニター 75Hz',
          '狭額縁の24インチフルHD IPSパネル。HDMIとDisplayPort、角度調整スタンド付き。フリッカーフリーで長時間も快適。',
        ],
        [
          '24인치 IPS 모니터 75Hz',
          '얇은 베젤의 24인치 풀HD IPS 화면, HDMI와 DisplayPort, 틸트 스탠드. 플리커 프리로 오래 봐도 편합니다.',
        ],
        [
          'จอมอนิเตอร์ IPS 24 นิ้ว 75Hz',
          'จอ IPS Full HD 24 นิ้ว ขอบบาง มีพอร์ต HDMI และ DisplayPort ขาตั้งปรับเอียงได้ ไม่กะพริบ ถนอมสายตา',
        ],
      ),
      item(
        'headset',
        59.99,
        69.99,
        158,
        [
          'Studio Lite Gaming Headset',
          'Closed-back headset with 50 mm drivers, a flip-to-mute microphone and soft memory-foam ear cushions. 3.5 mm and USB.',
        ],
        [
          'Studio Lite 游戏耳机',
          '封闭式设计，50mm 动圈单元，麦克风上翻即静音，记忆棉耳罩，3.5mm 与 USB 两用。',
        ],
        [
          'Studio Lite ゲーミングヘッドセット',
          '密閉型、50mmドライバー、跳ね上げでミュートになるマイク、低反発イヤークッション。3.5mmとUSBに対応。',
        ],
        [
          'Studio Lite 게이밍 헤드셋',
          '밀폐형 50mm 드라이버, 올리면 음소거되는 마이크, 메모리폼 이어쿠션. 3.5mm와 USB 모두 지원합니다.',
        ],
        [
          'หูฟังเกมมิ่ง Studio Lite',
          'หูฟังแบบปิด ไดรเวอร์ 50 มม. ไมค์ยกขึ้นเพื่อปิดเสียง ฟองน้ำเมมโมรีโฟมนุ่ม ใช้ได้ทั้ง 3.5 มม. และ USB',
        ],
      ),
      item(
        'router',
        79,
        0,
        121,
        [
          'Wi-Fi 6 Dual-Band Router AX1800',
          'Covers a flat of about 120 m² with four antennas, WPA3 security and a guest network. Set up from the phone in five minutes.',
        ],
        [
          'Wi-Fi 6 双频路由器 AX1800',
          '四天线覆盖约 120 平方米住宅，支持 WPA3 加密和访客网络，手机五分钟完成设置。',
        ],
        [
          'Wi-Fi 6 デュアルバンドルーター AX1800',
          '4本のアンテナで約120㎡をカバー。WPA3とゲストネットワークに対応し、スマホから5分で設定できます。',
        ],
        [
          'Wi-Fi 6 듀얼밴드 공유기 AX1800',
          '안테나 4개로 약 120㎡ 집을 커버합니다. WPA3 보안과 게스트 네트워크 지원, 휴대폰으로 5분이면 설정 끝.',
        ],
        [
          'เราเตอร์ Wi-Fi 6 ดูอัลแบนด์ AX1800',
          'เสาอากาศ 4 ต้น ครอบคลุมห้องพักราว 120 ตร.ม. รองรับ WPA3 และเครือข่ายสำหรับแขก ตั้งค่าผ่านมือถือได้ใน 5 นาที',
        ],
      ),
      item(
        'laptop',
        1149,
        0,
        38,
        [
          'Aero 16 Pro Laptop, 32 GB / 1 TB',
          'A 16-inch 120 Hz screen, 32 GB of memory and a 1 TB SSD for photo and video work. Two USB-C ports, HDMI and an SD card reader.',
        ],
        [
          'Aero 16 Pro 笔记本电脑 32GB/1TB',
          '16 英寸 120Hz 屏幕，32GB 内存与 1TB 固态硬盘，适合修图剪辑。两个 USB-C、HDMI 和 SD 读卡器。',
        ],
        [
          'Aero 16 Pro ノートPC 32GB/1TB',
          '16インチ120Hz画面、32GBメモリ、1TB SSDで写真や動画の編集に。USB-C×2、HDMI、SDカードリーダー付き。',
        ],
        [
          'Aero 16 Pro 노트북 32GB/1TB',
          '16인치 120Hz 화면, 32GB 메모리, 1TB SSD로 사진·영상 작업에 알맞습니다. USB-C 2개, HDMI, SD 카드 리더.',
        ],
        [
          'แล็ปท็อป Aero 16 Pro แรม 32GB/1TB',
          'จอ 16 นิ้ว 120Hz แรม 32GB SSD 1TB เหมาะกับงานแต่งภาพและตัดต่อวิดีโอ มี USB-C 2 ช่อง HDMI และช่องอ่าน SD',
        ],
      ),
      item(
        'keyboard',
        129,
        149,
        64,
        [
          'Low-Profile Wireless Keyboard, Full Size',
          'A slim full-size keyboard with a number pad, quiet low-profile switches and a battery that charges by USB-C in two hours.',
        ],
        ['矮轴无线键盘 全尺寸', '轻薄全尺寸带数字键区，静音矮轴，USB-C 充电两小时充满。'],
        [
          'ロープロファイル ワイヤレスキーボード フルサイズ',
          'テンキー付きの薄型フルサイズ。静かなロープロファイルスイッチ、USB-Cで2時間充電。',
        ],
        [
          '로우 프로파일 무선 키보드 풀사이즈',
          '숫자 키패드가 있는 얇은 풀사이즈 키보드. 조용한 로우 프로파일 스위치, USB-C로 2시간 충전.',
        ],
        [
          'คีย์บอร์ดไร้สายโลว์โปรไฟล์ ฟูลไซซ์',
          'คีย์บอร์ดบางฟูลไซซ์พร้อมแป้นตัวเลข สวิตช์โลว์โปรไฟล์เสียงเบา ชาร์จผ่าน USB-C เต็มใน 2 ชั่วโมง',
        ],
      ),
      item(
        'mouse',
        49,
        0,
        73,
        [
          'Ergo Vertical Mouse',
          'A vertical mouse that keeps the wrist in a handshake position. Six buttons, rechargeable, for right hands.',
        ],
        ['人体工学垂直鼠标', '垂直握姿让手腕保持握手姿势，六个按键，可充电，适合右手。'],
        [
          'エルゴ 縦型マウス',
          '握手するような自然な手首の角度を保つ縦型マウス。6ボタン、充電式、右手用。',
        ],
        [
          '에르고 버티컬 마우스',
          '악수하는 자세로 손목을 지켜 주는 버티컬 마우스. 6버튼, 충전식, 오른손용.',
        ],
        ['เมาส์แนวตั้งเพื่อสุขภาพ', 'จับเหมือนจับมือ ช่วยให้ข้อมืออยู่ในท่าธรรมชาติ 6 ปุ่ม ชาร์จไฟได้ สำหรับมือขวา'],
      ),
      item(
        'monitor',
        379,
        429,
        29,
        [
          '27-inch 4K USB-C Monitor',
          'A 27-inch 4K screen that charges a laptop at 65 W over one USB-C cable, with a stand that rises, turns and swivels.',
        ],
        [
          '27 英寸 4K USB-C 显示器',
          '27 英寸 4K 屏幕，一根 USB-C 线即可为笔记本 65W 供电，支架可升降、旋转。',
        ],
        [
          '27インチ 4K USB-C モニター',
          'USB-Cケーブル1本でノートPCに65W給電できる27インチ4K。高さ・回転・首振りを調整できるスタンド。',
        ],
        [
          '27인치 4K USB-C 모니터',
          'USB-C 케이블 하나로 노트북을 65W 충전하는 27인치 4K 화면. 높이·회전·스위블 조절 스탠드.',
        ],
        [
          'จอมอนิเตอร์ 4K USB-C 27 นิ้ว',
          'จอ 4K 27 นิ้ว ชาร์จแล็ปท็อปได้ 65W ผ่านสาย USB-C เส้นเดียว ขาตั้งปรับสูงต่ำและหมุนได้',
        ],
      ),
      item(
        'headset',
        119,
        0,
        41,
        [
          'Noise-Cancelling Office Headset',
          'A wireless headset with active noise cancelling, two microphones for clear calls and 30 hours per charge.',
        ],
        ['主动降噪办公耳机', '无线主动降噪，双麦克风通话清晰，一次充电使用 30 小时。'],
        [
          'ノイズキャンセリング オフィスヘッドセット',
          'アクティブノイズキャンセリングのワイヤレス。マイク2基で通話がクリア、1回の充電で30時間。',
        ],
        [
          '노이즈 캔슬링 오피스 헤드셋',
          '액티브 노이즈 캔슬링 무선 헤드셋. 마이크 2개로 통화가 깨끗하고 한 번 충전으로 30시간.',
        ],
        [
          'หูฟังสำนักงานตัดเสียงรบกวน',
          'หูฟังไร้สายตัดเสียงรบกวนแบบแอ็กทีฟ ไมค์คู่ให้เสียงสนทนาชัด ใช้งานได้ 30 ชั่วโมงต่อการชาร์จ',
        ],
      ),
      item(
        'router',
        149,
        179,
        26,
        [
          'Mesh Wi-Fi 6 System, 2-Pack',
          'Two units that share one network name across a house of up to 250 m², so the signal follows you from room to room.',
        ],
        [
          'Mesh Wi-Fi 6 路由 两只装',
          '两台组网同一名称，覆盖最多 250 平方米住宅，走到哪信号跟到哪。',
        ],
        [
          'メッシュ Wi-Fi 6 システム 2台セット',
          '2台で1つのネットワーク名を共有し、最大250㎡の家をカバー。部屋を移っても電波が途切れません。',
        ],
        [
          '메시 Wi-Fi 6 시스템 2개입',
          '두 대가 하나의 네트워크 이름으로 최대 250㎡ 집을 커버해 방을 옮겨도 신호가 끊기지 않습니다.',
        ],
        [
          'ระบบ Mesh Wi-Fi 6 แพ็ก 2 ตัว',
          'สองเครื่องใช้ชื่อเครือข่ายเดียว ครอบคลุมบ้านได้ถึง 250 ตร.ม. เดินไปห้องไหนสัญญาณก็ตามไป',
        ],
      ),
      item(
        'laptop',
        429,
        0,
        132,
        [
          'Campus 13 Laptop, 8 GB / 256 GB',
          'A light 13-inch laptop for school and study, with 8 GB of memory, a 256 GB SSD and a webcam with a privacy shutter.',
        ],
        [
          'Campus 13 笔记本电脑 8GB/256GB',
          '轻巧 13 英寸，适合上课学习，8GB 内存、256GB 固态硬盘，摄像头带防窥挡板。',
        ],
        [
          'Campus 13 ノートPC 8GB/256GB',
          '通学や勉強に向く軽い13インチ。8GBメモリ、256GB SSD、プライバシーシャッター付きカメラ。',
        ],
        [
          'Campus 13 노트북 8GB/256GB',
          '학교와 공부에 알맞은 가벼운 13인치. 8GB 메모리, 256GB SSD, 가림막이 있는 웹캠.',
        ],
        [
          'แล็ปท็อป Campus 13 แรม 8GB/256GB',
          'แล็ปท็อป 13 นิ้วน้ำหนักเบาสำหรับเรียน แรม 8GB SSD 256GB กล้องมีฝาปิดเพื่อความเป็นส่วนตัว',
        ],
      ),
    ],
  },
  {
    key: 'electrical',
    name: 'Electrical equipment',
    kinds: [
      ['Kettle', 'kettle'],
      ['Desk Lamp', 'lamp'],
      ['Fan', 'fan'],
      ['Blender', 'blender'],
      ['Hair Dryer', 'dryer'],
      ['Power Bank', 'powerbank'],
    ],
    products: [
      item(
        'kettle',
        34.9,
        0,
        268,
        [
          '1.7 L Stainless Steel Electric Kettle',
          'Boils a full 1.7 litres in about four minutes, switches off by itself and has a water window on both sides.',
        ],
        ['1.7 升不锈钢电热水壶', '约四分钟烧开 1.7 升水，自动断电，两侧都有水位窗。'],
        [
          '1.7L ステンレス電気ケトル',
          '1.7Lを約4分で沸かし、自動で電源オフ。両側に水量窓があります。',
        ],
        [
          '1.7L 스테인리스 전기 주전자',
          '1.7L를 약 4분 만에 끓이고 자동으로 꺼집니다. 양쪽에 물 높이 창이 있습니다.',
        ],
        [
          'กาต้มน้ำไฟฟ้าสแตนเลส 1.7 ลิตร',
          'ต้มน้ำเต็ม 1.7 ลิตรได้ในราว 4 นาที ตัดไฟอัตโนมัติ มีช่องดูระดับน้ำทั้งสองด้าน',
        ],
      ),
      item(
        'lamp',
        29.99,
        0,
        187,
        [
          'Dimmable LED Desk Lamp',
          'Five brightness levels and three colour temperatures, a folding arm and a USB port to charge a phone.',
        ],
        ['可调光 LED 台灯', '五档亮度、三种色温，灯臂可折叠，附 USB 口可给手机充电。'],
        [
          '調光 LEDデスクライト',
          '明るさ5段階・色温度3種類。折りたためるアームとスマホ充電用USBポート付き。',
        ],
        ['밝기 조절 LED 스탠드', '밝기 5단계, 색온도 3가지, 접이식 암, 휴대폰 충전용 USB 포트.'],
        [
          'โคมไฟตั้งโต๊ะ LED ปรับแสงได้',
          'ปรับความสว่างได้ 5 ระดับ 3 อุณหภูมิสี แขนพับได้ และมีพอร์ต USB ไว้ชาร์จมือถือ',
        ],
      ),
      item(
        'fan',
        39,
        0,
        154,
        [
          '30 cm Quiet Table Fan',
          'A 30 cm fan with three speeds, a gentle side-to-side turn and a night mode quieter than a whisper.',
        ],
        ['30 厘米静音台扇', '30 厘米扇叶，三档风速，左右摇头，夜间模式比耳语还轻。'],
        ['30cm 静音卓上扇風機', '3段階の風量、首振り機能、ささやきより静かなおやすみモード付き。'],
        ['30cm 저소음 탁상 선풍기', '3단 풍량, 좌우 회전, 속삭임보다 조용한 취침 모드가 있습니다.'],
        [
          'พัดลมตั้งโต๊ะเสียงเงียบ 30 ซม.',
          'พัดลม 30 ซม. ปรับแรงลมได้ 3 ระดับ ส่ายซ้ายขวา มีโหมดกลางคืนเงียบกว่าเสียงกระซิบ',
        ],
      ),
      item(
        'blender',
        49,
        59,
        112,
        [
          'Personal Blender with Two 600 ml Bottles',
          'Blend a smoothie straight into a bottle and take it with you. 350 W, stainless blades, dishwasher-safe bottles.',
        ],
        [
          '便携式搅拌机 附两个 600 毫升杯',
          '直接在杯中打好果昔随手带走，350W，不锈钢刀片，杯子可进洗碗机。',
        ],
        [
          'パーソナルブレンダー 600mlボトル2本付き',
          'ボトルで直接スムージーを作ってそのまま持ち出せます。350W、ステンレス刃、ボトルは食洗機対応。',
        ],
        [
          '개인용 블렌더 600ml 보틀 2개',
          '보틀에 바로 스무디를 갈아 들고 나갈 수 있습니다. 350W, 스테인리스 칼날, 보틀은 식기세척기 사용 가능.',
        ],
        [
          'เครื่องปั่นส่วนตัว พร้อมขวด 600 มล. 2 ใบ',
          'ปั่นสมูทตี้ลงขวดแล้วพกไปได้เลย 350 วัตต์ ใบมีดสแตนเลส ขวดเข้าเครื่องล้างจานได้',
        ],
      ),
      item(
        'dryer',
        35,
        0,
        143,
        [
          'Ionic Hair Dryer 1800 W',
          'A 1800 W dryer with ionic care against frizz, three heat settings, a cool shot and a folding handle.',
        ],
        ['负离子吹风机 1800W', '1800W，负离子护发减少毛躁，三档温度，冷风键，手柄可折叠。'],
        [
          'マイナスイオン ヘアドライヤー 1800W',
          'マイナスイオンで広がりを抑える1800W。温度3段階、冷風ボタン、折りたたみハンドル。',
        ],
        [
          '음이온 헤어드라이어 1800W',
          '음이온으로 부스스함을 줄이는 1800W. 온도 3단계, 냉풍 버튼, 접이식 손잡이.',
        ],
        [
          'ไดร์เป่าผมไอออนิก 1800 วัตต์',
          'ไดร์ 1800 วัตต์ ไอออนช่วยลดผมชี้ฟู ปรับความร้อนได้ 3 ระดับ มีปุ่มลมเย็น ด้ามพับได้',
        ],
      ),
      item(
        'powerbank',
        22.99,
        0,
        396,
        [
          '10,000 mAh Slim Power Bank',
          'Charges a phone about twice, with USB-C in and out at 20 W. As thin as a phone and allowed in cabin luggage.',
        ],
        [
          '10000 毫安轻薄充电宝',
          '约可为手机充满两次，USB-C 输入输出 20W，和手机一样薄，可带上飞机。',
        ],
        [
          '10,000mAh 薄型モバイルバッテリー',
          'スマホを約2回充電。USB-C入出力20W、スマホほどの薄さで機内持ち込み可。',
        ],
        [
          '10,000mAh 슬림 보조배터리',
          '휴대폰을 약 2번 충전합니다. USB-C 입출력 20W, 휴대폰만큼 얇고 기내 반입 가능.',
        ],
        [
          'พาวเวอร์แบงก์บาง 10,000 mAh',
          'ชาร์จมือถือได้ราว 2 รอบ USB-C เข้าออก 20W บางเท่ามือถือ นำขึ้นเครื่องบินได้',
        ],
      ),
      item(
        'kettle',
        59,
        69,
        77,
        [
          'Temperature Control Gooseneck Kettle',
          'Set 40 to 100 °C for green tea or pour-over coffee; the narrow spout pours slowly and the kettle keeps warm for an hour.',
        ],
        ['控温细口手冲壶', '可设 40 至 100°C，适合绿茶和手冲咖啡；细长壶嘴出水稳，可保温一小时。'],
        [
          '温度調節 グースネックケトル',
          '40〜100℃で設定でき、緑茶やハンドドリップに。細い注ぎ口でゆっくり注げて、1時間保温します。',
        ],
        [
          '온도 조절 구스넥 주전자',
          '40~100°C로 설정해 녹차나 핸드드립 커피에. 가는 주둥이로 천천히 따르고 한 시간 보온됩니다.',
        ],
        [
          'กาคอห่านปรับอุณหภูมิได้',
          'ตั้งได้ 40–100 °C สำหรับชาเขียวหรือกาแฟดริป ปากกาเรียวรินช้าๆ ได้ และเก็บความร้อนได้ 1 ชั่วโมง',
        ],
      ),
      item(
        'lamp',
        54,
        0,
        58,
        [
          'Architect Desk Lamp with Clamp',
          'A steel lamp that clamps to the desk edge and reaches 80 cm, with a warm LED bulb included.',
        ],
        ['夹式建筑师台灯', '钢制灯臂夹在桌边，伸展可达 80 厘米，附暖光 LED 灯泡。'],
        [
          'クランプ式 アーキテクトデスクライト',
          '机の端に挟むスチール製で、最大80cmまで届きます。暖色LED電球付き。',
        ],
        [
          '클램프형 건축가 스탠드',
          '책상 모서리에 고정하는 스틸 조명으로 80cm까지 뻗습니다. 따뜻한 LED 전구 포함.',
        ],
        ['โคมไฟสถาปนิกแบบหนีบโต๊ะ', 'โคมไฟเหล็กหนีบขอบโต๊ะ ยืดได้ถึง 80 ซม. แถมหลอด LED แสงวอร์ม'],
      ),
      item(
        'fan',
        64,
        79,
        46,
        [
          'Tower Fan with Remote, 90 cm',
          'A slim 90 cm tower fan with a remote, an eight-hour timer and a wide 80° turn for a whole bedroom.',
        ],
        [
          '遥控塔扇 90 厘米',
          '纤细 90 厘米塔扇，附遥控器，八小时定时，80° 大角度摇头，整间卧室都凉快。',
        ],
        [
          'リモコン付きタワーファン 90cm',
          'スリムな90cmタワーファン。リモコン、8時間タイマー、80°の首振りで寝室全体に。',
        ],
        [
          '리모컨 타워팬 90cm',
          '슬림한 90cm 타워팬. 리모컨, 8시간 타이머, 80° 회전으로 침실 전체를 시원하게.',
        ],
        [
          'พัดลมทาวเวอร์ 90 ซม. พร้อมรีโมต',
          'พัดลมทาวเวอร์เพรียว 90 ซม. มีรีโมต ตั้งเวลาได้ 8 ชั่วโมง ส่ายกว้าง 80° ทั่วทั้งห้องนอน',
        ],
      ),
      item(
        'blender',
        119,
        0,
        21,
        [
          'Countertop Blender 1.5 L, 1200 W',
          'A glass jug and a 1200 W motor that crushes ice and makes soup, with a pulse button and a self-clean setting.',
        ],
        ['台式搅拌机 1.5 升 1200W', '玻璃杯体，1200W 电机可碎冰、做浓汤，带点动键和自清洁模式。'],
        [
          'カウンターブレンダー 1.5L 1200W',
          'ガラス容器と1200Wモーターで氷も砕けてスープも作れます。パルスボタンとセルフクリーン付き。',
        ],
        [
          '카운터탑 블렌더 1.5L 1200W',
          '유리 용기와 1200W 모터로 얼음을 갈고 수프도 만듭니다. 펄스 버튼과 자동 세척 모드.',
        ],
        [
          'เครื่องปั่นตั้งโต๊ะ 1.5 ลิตร 1200 วัตต์',
          'โถแก้วและมอเตอร์ 1200 วัตต์ ปั่นน้ำแข็งและทำซุปได้ มีปุ่มพัลส์และโหมดทำความสะอาดตัวเอง',
        ],
      ),
      item(
        'dryer',
        89,
        0,
        33,
        [
          'Travel Hair Dryer, Dual Voltage',
          'A folding 1200 W dryer that works on 110 V and 230 V, with a diffuser and a pouch for the suitcase.',
        ],
        ['旅行吹风机 双电压', '可折叠 1200W，110V 与 230V 通用，附扩散罩和收纳袋。'],
        [
          'トラベルヘアドライヤー 海外対応',
          '110Vと230Vの両方で使える折りたたみ式1200W。ディフューザーと収納ポーチ付き。',
        ],
        [
          '여행용 헤어드라이어 프리볼트',
          '110V와 230V 모두 쓰는 접이식 1200W. 디퓨저와 파우치 포함.',
        ],
        ['ไดร์เป่าผมพกพา ใช้ได้สองแรงดันไฟ', 'ไดร์พับได้ 1200 วัตต์ ใช้ได้ทั้ง 110V และ 230V มีหัวกระจายลมและถุงใส่'],
      ),
      item(
        'powerbank',
        45,
        55,
        88,
        [
          '20,000 mAh Power Bank, 65 W',
          'Enough to charge a laptop once or a phone four times, with two USB-C ports and a small screen that shows what is left.',
        ],
        ['20000 毫安充电宝 65W', '可为笔记本充一次或手机充四次，双 USB-C 口，小屏显示剩余电量。'],
        [
          '20,000mAh モバイルバッテリー 65W',
          'ノートPCを1回、スマホを4回充電できます。USB-C×2、残量がわかる小さな画面付き。',
        ],
        [
          '20,000mAh 보조배터리 65W',
          '노트북 1번, 휴대폰 4번 충전. USB-C 포트 2개와 잔량 표시 화면.',
        ],
        [
          'พาวเวอร์แบงก์ 20,000 mAh 65W',
          'ชาร์จแล็ปท็อปได้ 1 รอบหรือมือถือ 4 รอบ มี USB-C 2 ช่อง และจอเล็กบอกแบตที่เหลือ',
        ],
      ),
      item(
        'kettle',
        24.5,
        0,
        131,
        [
          'Compact 1 L Travel Kettle',
          'A small 1-litre kettle with two cups inside, for hotel rooms and dormitories.',
        ],
        ['1 升便携旅行电热水壶', '小巧 1 升，壶内可收纳两个杯子，适合酒店和宿舍。'],
        ['コンパクト 1L トラベルケトル', 'カップ2個を中に収納できる1Lの小型ケトル。ホテルや寮に。'],
        [
          '콤팩트 1L 여행용 주전자',
          '컵 2개가 안에 들어가는 1L 소형 주전자. 호텔이나 기숙사에 알맞습니다.',
        ],
        ['กาต้มน้ำพกพา 1 ลิตร', 'กาต้มน้ำขนาดเล็ก 1 ลิตร เก็บแก้ว 2 ใบไว้ข้างในได้ เหมาะกับห้องพักโรงแรมและหอพัก'],
      ),
    ],
  },
  {
    key: 'outdoors',
    name: 'Outdoors',
    kinds: [
      ['Tent', 'tent'],
      ['Backpack', 'backpack'],
      ['Hiking Boots', 'boot'],
      ['Water Bottle', 'bottle'],
      ['Compass', 'compass'],
      ['Lantern', 'lantern'],
    ],
    products: [
      item(
        'tent',
        129,
        149,
        86,
        [
          'Ridgeline 2-Person Tent',
          'A 2.1 kg dome tent that two people pitch in ten minutes, with a 3000 mm rain fly and two doors.',
        ],
        ['Ridgeline 双人帐篷', '2.1 公斤圆顶帐，两人十分钟即可搭好，外帐防水 3000mm，双门设计。'],
        [
          'Ridgeline 2人用テント',
          '2人で10分で張れる2.1kgのドーム型。耐水圧3000mmのフライと出入口2つ。',
        ],
        [
          'Ridgeline 2인용 텐트',
          '두 사람이 10분이면 치는 2.1kg 돔 텐트. 내수압 3000mm 플라이와 출입문 2개.',
        ],
        [
          'เต็นท์ Ridgeline สำหรับ 2 คน',
          'เต็นท์โดมหนัก 2.1 กก. สองคนกางเสร็จใน 10 นาที ฟลายชีตกันน้ำ 3000 มม. มีประตู 2 ฝั่ง',
        ],
      ),
      item(
        'backpack',
        79,
        0,
        112,
        [
          'Summit 38 L Hiking Backpack',
          'A 38-litre pack with a ventilated back, hip belt pockets and a rain cover in the lid. Fits a weekend in the hills.',
        ],
        [
          'Summit 38 升登山背包',
          '38 升，背部透气，腰带口袋，顶袋内附防雨罩，装得下一个周末的行程。',
        ],
        [
          'Summit 38L ハイキングバックパック',
          '背面メッシュ、ヒップベルトのポケット、雨蓋にレインカバー入り。週末の山歩きにちょうどいい38L。',
        ],
        [
          'Summit 38L 등산 배낭',
          '통기성 등판, 힙벨트 포켓, 상단에 레인커버 내장. 주말 산행에 알맞은 38L.',
        ],
        [
          'เป้เดินป่า Summit 38 ลิตร',
          'เป้ 38 ลิตร แผ่นหลังระบายอากาศ มีกระเป๋าที่สายคาดเอว และผ้าคลุมกันฝนในฝาเป้ พอดีกับทริปสุดสัปดาห์',
        ],
      ),
      item(
        'boot',
        119,
        139,
        67,
        [
          'Waterproof Mid Hiking Boots',
          'Mid-cut leather boots with a waterproof lining and a grippy rubber sole, comfortable from the first walk.',
        ],
        ['防水中帮登山鞋', '中帮皮革鞋面，防水内衬，抓地橡胶大底，第一次穿就舒服。'],
        [
          '防水 ミッドカット登山靴',
          '防水ライナー入りのミッドカットレザー。グリップの効くラバーソールで、初日から履きやすい。',
        ],
        [
          '방수 미드컷 등산화',
          '방수 라이닝을 넣은 미드컷 가죽 등산화. 접지력 좋은 고무 밑창으로 처음부터 편합니다.',
        ],
        ['รองเท้าเดินป่ากันน้ำหุ้มข้อกลาง', 'รองเท้าหนังหุ้มข้อกลาง ซับในกันน้ำ พื้นยางยึดเกาะดี ใส่สบายตั้งแต่ครั้งแรก'],
      ),
      item(
        'bottle',
        18.5,
        0,
        421,
        [
          'Insulated Steel Water Bottle, 750 ml',
          'Double-walled steel keeps water cold for 24 hours or tea hot for 12. Leak-proof lid with a carry loop.',
        ],
        [
          '不锈钢保温水瓶 750 毫升',
          '双层不锈钢，冷水保冷 24 小时、热茶保温 12 小时，防漏盖带提环。',
        ],
        [
          'ステンレス保温ボトル 750ml',
          '二重構造で冷たさ24時間、温かさ12時間キープ。持ち手付きの漏れないふた。',
        ],
        [
          '스테인리스 보온 물병 750ml',
          '이중벽 구조로 찬물은 24시간, 뜨거운 차는 12시간 유지. 고리가 달린 새지 않는 뚜껑.',
        ],
        [
          'ขวดน้ำสแตนเลสเก็บอุณหภูมิ 750 มล.',
          'ผนังสแตนเลสสองชั้น เก็บความเย็นได้ 24 ชั่วโมง ความร้อน 12 ชั่วโมง ฝากันรั่วพร้อมห่วงหิ้ว',
        ],
      ),
      item(
        'compass',
        14.99,
        0,
        93,
        [
          'Baseplate Compass with Map Ruler',
          'A liquid-filled compass on a clear baseplate with scales for 1:25,000 and 1:50,000 maps and a lanyard.',
        ],
        [
          '底板指南针 附地图比例尺',
          '充液指南针，透明底板带 1:25000 与 1:50000 地图比例尺，附挂绳。',
        ],
        [
          'ベースプレートコンパス 地図スケール付き',
          '透明プレートに1:25,000と1:50,000のスケールが付いたオイル式コンパス。ストラップ付き。',
        ],
        [
          '베이스플레이트 나침반 지도 자 포함',
          '1:25,000과 1:50,000 축척 눈금이 있는 투명 판의 오일식 나침반. 목걸이 줄 포함.',
        ],
        [
          'เข็มทิศแบบแผ่นฐาน พร้อมไม้บรรทัดแผนที่',
          'เข็มทิศแบบน้ำมันบนแผ่นใส มีสเกลสำหรับแผนที่ 1:25,000 และ 1:50,000 พร้อมสายคล้อง',
        ],
      ),
      item(
        'lantern',
        24,
        0,
        138,
        [
          'Rechargeable Camping Lantern, 400 lm',
          'A warm 400-lumen light that runs 20 hours on low, hangs from the tent roof and charges a phone in a pinch.',
        ],
        [
          '可充电露营灯 400 流明',
          '400 流明暖光，低档可亮 20 小时，可挂在帐篷顶，急用时还能给手机充电。',
        ],
        [
          '充電式キャンプランタン 400ルーメン',
          '暖かい光で400ルーメン、弱モードで20時間。テントの天井に吊るせて、いざという時はスマホも充電。',
        ],
        [
          '충전식 캠핑 랜턴 400루멘',
          '따뜻한 400루멘 불빛, 약하게 20시간. 텐트 천장에 걸 수 있고 급할 때 휴대폰도 충전합니다.',
        ],
        [
          'ตะเกียงแคมป์ปิ้งชาร์จไฟได้ 400 ลูเมน',
          'แสงวอร์ม 400 ลูเมน โหมดต่ำใช้ได้ 20 ชั่วโมง แขวนใต้หลังคาเต็นท์ได้ ยามจำเป็นยังชาร์จมือถือได้',
        ],
      ),
      item(
        'tent',
        249,
        0,
        24,
        [
          'Basecamp 4-Person Family Tent',
          'Two bedrooms and a porch you can stand up in, with a sewn-in groundsheet and blackout inner tents.',
        ],
        ['Basecamp 四人家庭帐篷', '两个卧室加可站立的前厅，一体式地布，内帐遮光。'],
        [
          'Basecamp 4人用ファミリーテント',
          '寝室2つと立って入れる前室。縫い付けのグランドシートと遮光インナー付き。',
        ],
        [
          'Basecamp 4인용 가족 텐트',
          '침실 2개와 서서 드나드는 전실, 일체형 바닥 시트, 암막 이너텐트.',
        ],
        [
          'เต็นท์ครอบครัว Basecamp สำหรับ 4 คน',
          'มีห้องนอน 2 ห้องและชานหน้าเต็นท์ที่ยืนได้ พื้นเย็บติดตัวเต็นท์ และเต็นท์ในทึบแสง',
        ],
      ),
      item(
        'backpack',
        149,
        169,
        31,
        [
          'Expedition 60 L Trekking Backpack',
          'An adjustable back system, a sleeping-bag compartment and side zips for multi-day treks.',
        ],
        ['Expedition 60 升徒步背包', '背负系统可调，独立睡袋仓，侧面开拉链，适合多日徒步。'],
        [
          'Expedition 60L トレッキングバックパック',
          '調整できる背面、寝袋用の収納、サイドジッパー付きで数日間の縦走に。',
        ],
        [
          'Expedition 60L 트레킹 배낭',
          '등판 길이 조절, 침낭 수납칸, 사이드 지퍼로 며칠간의 트레킹에 알맞습니다.',
        ],
        ['เป้เทรกกิ้ง Expedition 60 ลิตร', 'ระบบแผ่นหลังปรับได้ มีช่องใส่ถุงนอนและซิปด้านข้าง สำหรับเดินป่าหลายวัน'],
      ),
      item(
        'boot',
        159,
        0,
        18,
        [
          'Alpine Leather Hiking Boots',
          'Full-grain leather boots with a stiff sole for rocky paths and a lacing hook for a snug fit around the ankle.',
        ],
        ['高山全粒面皮登山靴', '全粒面皮革，硬底适合碎石路，鞋带钩让脚踝贴合。'],
        [
          'アルパイン レザー登山靴',
          'フルグレインレザーに岩場向けの硬いソール。足首までしっかり締められるフック付き。',
        ],
        ['알파인 가죽 등산화', '풀그레인 가죽에 돌길용 단단한 밑창, 발목을 잡아 주는 끈 고리.'],
        ['รองเท้าเดินป่าหนังแท้ Alpine', 'หนังฟูลเกรน พื้นแข็งสำหรับทางหิน มีตะขอผูกเชือกให้กระชับข้อเท้า'],
      ),
      item(
        'bottle',
        32,
        0,
        76,
        [
          'Filter Water Bottle, 650 ml',
          'A bottle with a built-in filter that takes out bacteria and silt from streams, good for 1000 litres.',
        ],
        ['净水过滤水瓶 650 毫升', '内置滤芯，可滤除溪水中的细菌与泥沙，可过滤 1000 升。'],
        [
          '浄水フィルターボトル 650ml',
          '沢の水の細菌や泥を取り除くフィルター内蔵。1000Lまで使えます。',
        ],
        ['정수 필터 물병 650ml', '계곡물의 세균과 흙을 걸러 내는 필터 내장. 1000L까지 사용합니다.'],
        ['ขวดน้ำกรองได้ 650 มล.', 'มีไส้กรองในตัว กรองแบคทีเรียและตะกอนจากน้ำลำธาร ใช้ได้ 1,000 ลิตร'],
      ),
      item(
        'compass',
        42,
        0,
        14,
        [
          'Sighting Compass with Mirror',
          'A mirror sight for exact bearings, a global needle that works in both hemispheres and a glow-in-the-dark bezel.',
        ],
        ['反光镜瞄准指南针', '反光镜瞄准精确测方位，全球通用磁针南北半球皆可用，夜光刻度圈。'],
        [
          'ミラー付きサイティングコンパス',
          'ミラーで正確に方位を測れ、南北どちらの半球でも使える針と夜光ベゼル付き。',
        ],
        ['거울 조준 나침반', '거울로 정확하게 방위를 재고, 남북반구 모두 쓰는 바늘과 야광 베젤.'],
        ['เข็มทิศเล็งพร้อมกระจก', 'กระจกเล็งหาทิศได้แม่นยำ เข็มใช้ได้ทั้งซีกโลกเหนือและใต้ ขอบหน้าปัดเรืองแสง'],
      ),
      item(
        'lantern',
        39,
        45,
        47,
        [
          'Solar Folding Lantern',
          'Charges in the sun or by USB, folds flat into the pack and gives up to 30 hours of soft light.',
        ],
        ['太阳能折叠营灯', '太阳能或 USB 充电，折叠后扁平好收纳，柔光最长 30 小时。'],
        [
          'ソーラー折りたたみランタン',
          '太陽光かUSBで充電。平らにたためてザックに入り、やわらかい光で最大30時間。',
        ],
        [
          '태양광 접이식 랜턴',
          '햇빛이나 USB로 충전하고 납작하게 접혀 배낭에 들어갑니다. 은은한 빛으로 최대 30시간.',
        ],
        ['ตะเกียงพับได้พลังแสงอาทิตย์', 'ชาร์จด้วยแสงแดดหรือ USB พับแบนใส่เป้ได้ ให้แสงนวลได้นานถึง 30 ชั่วโมง'],
      ),
      item(
        'tent',
        89,
        0,
        39,
        [
          'Trekker 1-Person Tent',
          'A 1.2 kg tent that pitches with one pole, for cyclists and hikers who travel alone.',
        ],
        ['Trekker 单人帐篷', '1.2 公斤，一根帐杆即可搭起，适合独自骑行与徒步。'],
        [
          'Trekker 1人用テント',
          'ポール1本で立つ1.2kgのテント。ひとり旅のサイクリストやハイカーに。',
        ],
        [
          'Trekker 1인용 텐트',
          '폴 하나로 치는 1.2kg 텐트. 혼자 다니는 자전거 여행자와 하이커에게.',
        ],
        [
          'เต็นท์ Trekker สำหรับ 1 คน',
          'เต็นท์หนัก 1.2 กก. กางด้วยเสาเดียว สำหรับนักปั่นและนักเดินป่าที่เดินทางคนเดียว',
        ],
      ),
    ],
  },
  {
    key: 'family_life',
    name: 'Family life',
    kinds: [
      ['Pot', 'pot'],
      ['Towel Set', 'towels'],
      ['Wall Clock', 'clock'],
      ['Cushion', 'cushion'],
      ['Photo Frame', 'frame'],
      ['Candle', 'candle'],
    ],
    products: [
      item(
        'pot',
        45,
        0,
        164,
        [
          'Cast Iron Casserole Pot, 24 cm',
          'An enamelled cast iron pot for stews and bread, safe on every hob and in the oven up to 250 °C.',
        ],
        ['珐琅铸铁锅 24 厘米', '珐琅铸铁，适合炖菜和烤面包，各类炉灶通用，可进烤箱至 250°C。'],
        [
          'ホーロー鋳鉄鍋 24cm',
          '煮込みやパン焼きに向くホーロー鋳鉄鍋。どのコンロでも使え、オーブンは250℃まで。',
        ],
        [
          '법랑 주물 냄비 24cm',
          '스튜와 빵에 좋은 법랑 주물 냄비. 모든 화구와 250°C까지 오븐에서 쓸 수 있습니다.',
        ],
        [
          'หม้อเหล็กหล่อเคลือบ 24 ซม.',
          'หม้อเหล็กหล่อเคลือบอีนาเมลสำหรับตุ๋นและอบขนมปัง ใช้ได้กับเตาทุกแบบ เข้าเตาอบได้ถึง 250 °C',
        ],
      ),
      item(
        'towels',
        39,
        49,
        207,
        [
          'Cotton Bath Towel Set, 4 Pieces',
          'Two bath towels and two hand towels in soft 550 g/m² cotton that dries quickly. Machine washable at 60 °C.',
        ],
        ['纯棉浴巾套装 4 件', '两条浴巾加两条毛巾，550 克/平方米柔软纯棉，速干，可 60°C 机洗。'],
        [
          'コットン バスタオルセット 4枚組',
          'バスタオル2枚とハンドタオル2枚。550g/㎡のやわらかく乾きやすい綿、60℃で洗濯機洗い可。',
        ],
        [
          '면 목욕 수건 세트 4장',
          '목욕 수건 2장과 손수건 2장. 부드럽고 빨리 마르는 550g/㎡ 면, 60°C 세탁기 사용 가능.',
        ],
        [
          'ชุดผ้าเช็ดตัวผ้าฝ้าย 4 ผืน',
          'ผ้าเช็ดตัว 2 ผืนและผ้าเช็ดมือ 2 ผืน ผ้าฝ้าย 550 ก./ตร.ม. นุ่มแห้งไว ซักเครื่องได้ที่ 60 °C',
        ],
      ),
      item(
        'clock',
        29,
        0,
        95,
        [
          'Silent Wall Clock, 30 cm',
          'A round clock with a sweeping second hand that makes no tick, and clear numbers you can read across the room.',
        ],
        ['静音挂钟 30 厘米', '扫秒机芯无滴答声，数字清晰，隔着房间也看得清。'],
        [
          '静音 掛け時計 30cm',
          '秒針がなめらかに動きカチカチ音がしない丸時計。部屋の向こうからも読める数字。',
        ],
        [
          '무소음 벽시계 30cm',
          '초침이 부드럽게 움직여 째깍 소리가 없는 원형 시계. 방 건너편에서도 잘 보이는 숫자.',
        ],
        ['นาฬิกาแขวนเงียบ 30 ซม.', 'นาฬิกากลมเข็มวินาทีเดินเรียบไม่มีเสียงติ๊ก ตัวเลขชัด มองจากอีกฝั่งห้องก็เห็น'],
      ),
      item(
        'cushion',
        19.9,
        0,
        233,
        [
          'Linen Cushion with Insert, 45 cm',
          'A washed linen cover with a hidden zip and a feather-soft insert, in sand, sage or rust.',
        ],
        ['亚麻靠垫 含芯 45 厘米', '水洗亚麻套，隐形拉链，柔软内芯，有沙色、鼠尾草绿和铁锈红。'],
        [
          'リネンクッション 中材付き 45cm',
          '隠しファスナーの洗いざらしリネンカバーとやわらかい中材。サンド、セージ、ラストの3色。',
        ],
        [
          '린넨 쿠션 속통 포함 45cm',
          '숨은 지퍼의 워싱 린넨 커버와 푹신한 속통. 샌드, 세이지, 러스트 세 가지 색.',
        ],
        ['หมอนอิงผ้าลินิน พร้อมไส้ 45 ซม.', 'ปลอกลินินฟอกนุ่ม ซิปซ่อน พร้อมไส้นุ่ม มีสีทราย สีเขียวเสจ และสีสนิม'],
      ),
      item(
        'frame',
        12.5,
        0,
        312,
        [
          'Oak Photo Frame, 13 x 18 cm',
          'A solid oak frame with real glass that stands on a shelf or hangs on the wall.',
        ],
        ['橡木相框 13×18 厘米', '实木橡木相框，真玻璃面，可立于书架或挂墙。'],
        [
          'オーク材 フォトフレーム 13×18cm',
          '本物のガラスを使った無垢オークのフレーム。棚に立てても壁に掛けても。',
        ],
        [
          '오크 액자 13×18cm',
          '진짜 유리를 쓴 원목 오크 액자. 선반에 세우거나 벽에 걸 수 있습니다.',
        ],
        ['กรอบรูปไม้โอ๊ก 13 x 18 ซม.', 'กรอบไม้โอ๊กแท้หน้ากระจกจริง ตั้งบนชั้นหรือแขวนผนังก็ได้'],
      ),
      item(
        'candle',
        16,
        0,
        274,
        [
          'Fig and Cedar Scented Candle',
          'A soy wax candle in a glass jar that burns for about 40 hours and smells of ripe figs and cedar wood.',
        ],
        ['无花果雪松香薰蜡烛', '大豆蜡玻璃杯蜡烛，约可燃 40 小时，散发成熟无花果与雪松木的香气。'],
        [
          'イチジクとシダーのアロマキャンドル',
          'ガラス容器入りのソイワックス。約40時間燃え、熟したイチジクとシダーの香り。',
        ],
        [
          '무화과 시더 향초',
          '유리병에 담긴 소이 왁스 향초로 약 40시간 탑니다. 잘 익은 무화과와 시더우드 향.',
        ],
        ['เทียนหอมกลิ่นมะเดื่อและซีดาร์', 'เทียนไขถั่วเหลืองในโถแก้ว จุดได้ราว 40 ชั่วโมง หอมกลิ่นมะเดื่อสุกและไม้ซีดาร์'],
      ),
      item(
        'pot',
        89,
        109,
        52,
        [
          'Stainless Steel Cookware Set, 5 Pieces',
          'Three pots and two pans with glass lids and a thick base that spreads heat evenly, induction ready.',
        ],
        ['不锈钢锅具五件套', '三口锅两口平底锅，玻璃锅盖，厚底导热均匀，电磁炉可用。'],
        [
          'ステンレス鍋セット 5点',
          '鍋3つとフライパン2つ、ガラスぶた付き。厚底で熱が均一に回り、IH対応。',
        ],
        [
          '스테인리스 냄비 세트 5종',
          '냄비 3개와 팬 2개, 유리 뚜껑. 두꺼운 바닥이 열을 고르게 전하고 인덕션에서도 씁니다.',
        ],
        [
          'ชุดเครื่องครัวสแตนเลส 5 ชิ้น',
          'หม้อ 3 ใบ กระทะ 2 ใบ ฝาแก้ว ก้นหนากระจายความร้อนทั่ว ใช้กับเตาแม่เหล็กไฟฟ้าได้',
        ],
      ),
      item(
        'towels',
        62,
        0,
        48,
        [
          'Turkish Cotton Towel Set, 6 Pieces',
          'Long-fibre Turkish cotton that gets softer with every wash: two bath, two hand and two guest towels.',
        ],
        ['土耳其棉毛巾六件套', '土耳其长绒棉，越洗越软：浴巾、毛巾、客用小方巾各两条。'],
        [
          'トルコ綿タオルセット 6枚組',
          '洗うほどやわらかくなるトルコ産長繊維綿。バス、ハンド、ゲストタオル各2枚。',
        ],
        [
          '터키 면 수건 세트 6장',
          '빨수록 부드러워지는 터키산 장섬유 면. 목욕·손·손님용 수건 각 2장.',
        ],
        ['ชุดผ้าขนหนูฝ้ายตุรกี 6 ผืน', 'ฝ้ายตุรกีใยยาว ยิ่งซักยิ่งนุ่ม มีผ้าเช็ดตัว ผ้าเช็ดมือ และผ้าสำหรับแขกอย่างละ 2 ผืน'],
      ),
      item(
        'clock',
        48,
        0,
        22,
        [
          'Walnut Wall Clock, 40 cm',
          'A large clock with a walnut face and brass hands, quiet enough for a bedroom.',
        ],
        ['胡桃木挂钟 40 厘米', '大号胡桃木表盘配黄铜指针，安静到可以挂在卧室。'],
        [
          'ウォールナット 掛け時計 40cm',
          'ウォールナットの文字盤と真鍮の針の大きな時計。寝室でも気にならない静かさ。',
        ],
        ['월넛 벽시계 40cm', '월넛 문자판과 황동 바늘의 큰 시계. 침실에 둘 만큼 조용합니다.'],
        ['นาฬิกาแขวนไม้วอลนัต 40 ซม.', 'นาฬิกาใหญ่หน้าปัดไม้วอลนัต เข็มทองเหลือง เงียบพอจะแขวนในห้องนอน'],
      ),
      item(
        'cushion',
        34,
        39,
        61,
        [
          'Velvet Floor Cushion, 60 cm',
          'A big round cushion for sitting on the floor, in a soft velvet cover that comes off for washing.',
        ],
        ['丝绒坐垫 60 厘米', '大号圆形地坐垫，柔软丝绒外套可拆洗。'],
        [
          'ベルベット フロアクッション 60cm',
          '床に座るための大きな丸いクッション。やわらかなベルベットのカバーは外して洗えます。',
        ],
        [
          '벨벳 방석 60cm',
          '바닥에 앉기 좋은 큰 원형 방석. 부드러운 벨벳 커버는 벗겨서 빨 수 있습니다.',
        ],
        ['เบาะรองนั่งกำมะหยี่ 60 ซม.', 'เบาะกลมใบใหญ่สำหรับนั่งพื้น ปลอกกำมะหยี่นุ่มถอดซักได้'],
      ),
      item(
        'frame',
        24,
        0,
        87,
        [
          'Gallery Frame Set, 3 Pieces',
          'Three black frames in two sizes with white mounts, and a paper template that makes hanging them straight easy.',
        ],
        ['照片墙相框三件套', '两种尺寸的黑色相框三只，附白色卡纸，另有纸样板让挂墙更整齐。'],
        [
          'ギャラリーフレーム 3枚セット',
          '白いマット付きの黒いフレーム2サイズ3枚。まっすぐ掛けやすい型紙付き。',
        ],
        [
          '갤러리 액자 3종 세트',
          '흰색 매트가 있는 두 가지 크기의 검은 액자 3개와 반듯하게 걸 수 있는 종이 본.',
        ],
        ['ชุดกรอบรูปแกลเลอรี 3 ชิ้น', 'กรอบสีดำ 3 ชิ้น 2 ขนาด พร้อมแผ่นรองสีขาว และแบบกระดาษช่วยให้แขวนได้ตรง'],
      ),
      item(
        'candle',
        28,
        0,
        73,
        [
          'Three-Wick Candle, Sea Salt and Sage',
          'A large 450 g candle with three wicks that fills a living room with a fresh scent for about 50 hours.',
        ],
        ['三芯蜡烛 海盐鼠尾草', '450 克大蜡烛，三根烛芯，约 50 小时让客厅充满清新香气。'],
        [
          '3芯キャンドル シーソルト＆セージ',
          '3本芯の大きな450gキャンドル。約50時間、リビングをさわやかな香りで満たします。',
        ],
        [
          '3심 캔들 씨솔트 세이지',
          '심지 3개의 450g 대형 캔들. 약 50시간 거실을 상쾌한 향으로 채웁니다.',
        ],
        [
          'เทียนสามไส้ กลิ่นเกลือทะเลและเสจ',
          'เทียนขนาดใหญ่ 450 ก. สามไส้ อบอวลห้องนั่งเล่นด้วยกลิ่นสดชื่นได้ราว 50 ชั่วโมง',
        ],
      ),
      item(
        'pot',
        32,
        0,
        58,
        [
          'Non-Stick Milk Pan, 16 cm',
          'A small pan with a pouring lip on both sides for milk, porridge and sauces.',
        ],
        ['不粘奶锅 16 厘米', '小巧奶锅，两侧都有倒口，适合热牛奶、煮粥和酱汁。'],
        ['こびりつかない ミルクパン 16cm', '両側に注ぎ口がある小鍋。ミルク、おかゆ、ソースに。'],
        ['논스틱 밀크팬 16cm', '양쪽에 따르는 입구가 있는 작은 냄비. 우유, 죽, 소스에.'],
        ['หม้อด้ามเคลือบกันติด 16 ซม.', 'หม้อเล็กมีปากเทสองด้าน สำหรับอุ่นนม ทำโจ๊ก และซอส'],
      ),
    ],
  },
  {
    key: 'health',
    name: 'Health',
    kinds: [
      ['Yoga Mat', 'mat'],
      ['Thermometer', 'thermometer'],
      ['Toothbrush', 'toothbrush'],
      ['Vitamin C', 'vitamins'],
      ['Dumbbells', 'dumbbell'],
      ['First Aid Kit', 'firstaid'],
    ],
    products: [
      item(
        'mat',
        29,
        35,
        243,
        [
          'Non-Slip Yoga Mat, 6 mm',
          'A 6 mm mat that grips on both sides, with alignment lines and a strap to carry it to class.',
        ],
        ['防滑瑜伽垫 6 毫米', '6 毫米厚，双面防滑，带体位线，附背带方便去上课。'],
        [
          '滑りにくいヨガマット 6mm',
          '両面が滑りにくい6mm。ポーズの目安線と、持ち運び用ストラップ付き。',
        ],
        [
          '미끄럼 방지 요가 매트 6mm',
          '양면이 미끄럽지 않은 6mm 매트. 정렬선과 들고 다니는 스트랩 포함.',
        ],
        ['เสื่อโยคะกันลื่น 6 มม.', 'เสื่อหนา 6 มม. กันลื่นทั้งสองด้าน มีเส้นช่วยจัดท่า และสายสะพายไว้ถือไปคลาส'],
      ),
      item(
        'thermometer',
        15.99,
        0,
        318,
        [
          'Digital Thermometer, 10-Second Reading',
          'A flexible-tip thermometer that reads in 10 seconds, beeps when done and remembers the last reading.',
        ],
        ['电子体温计 10 秒测温', '软头设计，10 秒出结果，测完提示音，可记忆上次读数。'],
        [
          'デジタル体温計 10秒測定',
          '先がやわらかく10秒で測れます。終わると音で知らせ、前回の値を記憶。',
        ],
        [
          '디지털 체온계 10초 측정',
          '끝이 유연한 체온계로 10초 만에 재고, 끝나면 알림음, 지난 값 기억.',
        ],
        [
          'ปรอทวัดไข้ดิจิทัล อ่านค่าใน 10 วินาที',
          'ปลายยืดหยุ่น อ่านค่าได้ใน 10 วินาที มีเสียงเตือนเมื่อเสร็จ และจำค่าครั้งล่าสุด',
        ],
      ),
      item(
        'toothbrush',
        39.99,
        49.99,
        189,
        [
          'Sonic Electric Toothbrush',
          'Three cleaning modes, a two-minute timer that nudges every 30 seconds and a battery that lasts four weeks. Two heads included.',
        ],
        ['声波电动牙刷', '三种清洁模式，两分钟定时每 30 秒提醒，续航四周，附两个刷头。'],
        [
          '音波式電動歯ブラシ',
          '3つのモード、30秒ごとに知らせる2分タイマー、4週間もつ電池。替えブラシ2本付き。',
        ],
        [
          '음파 전동 칫솔',
          '세정 모드 3가지, 30초마다 알려 주는 2분 타이머, 4주 가는 배터리. 칫솔모 2개 포함.',
        ],
        [
          'แปรงสีฟันไฟฟ้าโซนิค',
          'โหมดทำความสะอาด 3 แบบ ตั้งเวลา 2 นาทีเตือนทุก 30 วินาที แบตอยู่ได้ 4 สัปดาห์ แถมหัวแปรง 2 หัว',
        ],
      ),
      item(
        'vitamins',
        11.9,
        0,
        364,
        [
          'Vitamin C 1000 mg, 90 Tablets',
          'Three months of vitamin C with rose hip, one tablet a day with food. Vegan.',
        ],
        ['维生素 C 1000 毫克 90 片', '添加玫瑰果，每日随餐一片，可吃三个月，纯素。'],
        [
          'ビタミンC 1000mg 90粒',
          'ローズヒップ入り、1日1粒を食事と一緒に。3か月分、ヴィーガン対応。',
        ],
        ['비타민C 1000mg 90정', '로즈힙이 들어 있고 하루 한 알 식사와 함께. 3개월분, 비건.'],
        ['วิตามินซี 1000 มก. 90 เม็ด', 'ผสมโรสฮิป ทานวันละเม็ดพร้อมอาหาร ทานได้ 3 เดือน เหมาะกับผู้ทานวีแกน'],
      ),
      item(
        'dumbbell',
        49,
        0,
        92,
        [
          'Neoprene Dumbbell Pair, 2 x 5 kg',
          'Two 5 kg dumbbells coated in neoprene so they do not roll or mark the floor.',
        ],
        ['氯丁橡胶哑铃一对 2×5 公斤', '两只 5 公斤哑铃，氯丁橡胶包覆，不滚动、不刮地板。'],
        [
          'ネオプレン ダンベル 5kg×2',
          'ネオプレンで覆われた5kgのダンベル2個。転がらず床を傷つけません。',
        ],
        [
          '네오프렌 아령 한 쌍 5kg×2',
          '네오프렌으로 감싼 5kg 아령 2개. 구르지 않고 바닥에 자국을 남기지 않습니다.',
        ],
        ['ดัมเบลหุ้มนีโอพรีน 1 คู่ 2 x 5 กก.', 'ดัมเบล 5 กก. 2 ข้าง หุ้มนีโอพรีน ไม่กลิ้งและไม่ทิ้งรอยบนพื้น'],
      ),
      item(
        'firstaid',
        22,
        0,
        156,
        [
          'Home First Aid Kit, 80 Pieces',
          'Plasters, gauze, tape, scissors, tweezers and an instant cold pack in a zipped case with labelled pockets.',
        ],
        ['家用急救包 80 件', '创可贴、纱布、胶带、剪刀、镊子和速冷冰袋，拉链包内分格标注。'],
        [
          '家庭用 救急セット 80点',
          '絆創膏、ガーゼ、テープ、はさみ、ピンセット、瞬間冷却パック。ラベル付きポケットのファスナーケース入り。',
        ],
        [
          '가정용 구급상자 80종',
          '반창고, 거즈, 테이프, 가위, 핀셋, 순간 냉찜질 팩을 칸마다 이름이 붙은 지퍼 케이스에.',
        ],
        [
          'ชุดปฐมพยาบาลสำหรับบ้าน 80 ชิ้น',
          'พลาสเตอร์ ผ้าก๊อซ เทป กรรไกร แหนบ และแผ่นเย็นทันใจ ในกระเป๋าซิปที่มีช่องติดป้าย',
        ],
      ),
      item(
        'mat',
        68,
        0,
        37,
        [
          'Natural Rubber Yoga Mat, 4 mm',
          'A heavier mat of natural rubber with a suede-like top that grips even when your hands are warm.',
        ],
        ['天然橡胶瑜伽垫 4 毫米', '天然橡胶，较有分量，麂皮手感表面，手心出汗也不打滑。'],
        [
          '天然ゴム ヨガマット 4mm',
          'しっかり重さのある天然ゴムのマット。スエードのような表面で手が温まっても滑りません。',
        ],
        [
          '천연 고무 요가 매트 4mm',
          '묵직한 천연 고무 매트. 스웨이드 같은 표면이라 손에 땀이 나도 미끄럽지 않습니다.',
        ],
        ['เสื่อโยคะยางธรรมชาติ 4 มม.', 'เสื่อยางธรรมชาติน้ำหนักแน่น ผิวสัมผัสคล้ายหนังกลับ ยึดเกาะดีแม้มือชื้นเหงื่อ'],
      ),
      item(
        'thermometer',
        39,
        0,
        104,
        [
          'Infrared Forehead Thermometer',
          'Reads the temperature in one second without touching, with a colour screen that turns red for a fever.',
        ],
        ['红外额温枪', '非接触一秒测温，彩色屏幕发烧时变红。'],
        ['赤外線 おでこ体温計', '触れずに1秒で測定。熱があるとカラー画面が赤くなります。'],
        [
          '적외선 이마 체온계',
          '닿지 않고 1초 만에 측정하고, 열이 있으면 컬러 화면이 빨갛게 바뀝니다.',
        ],
        ['เครื่องวัดไข้อินฟราเรดทางหน้าผาก', 'วัดอุณหภูมิได้ใน 1 วินาทีโดยไม่ต้องสัมผัส หน้าจอสีเปลี่ยนเป็นสีแดงเมื่อมีไข้'],
      ),
      item(
        'toothbrush',
        89,
        0,
        28,
        [
          'Smart Toothbrush with Travel Case',
          'Pressure sensor, five modes and an app that shows the spots you miss. The case charges it by USB-C.',
        ],
        [
          '智能电动牙刷 附旅行充电盒',
          '压力感应，五种模式，App 显示漏刷区域，收纳盒可 USB-C 充电。',
        ],
        [
          'スマート電動歯ブラシ トラベルケース付き',
          '圧力センサー、5モード、磨き残しがわかるアプリ。ケースからUSB-Cで充電できます。',
        ],
        [
          '스마트 전동 칫솔 여행용 케이스 포함',
          '압력 센서, 모드 5가지, 놓친 부분을 보여 주는 앱. 케이스로 USB-C 충전합니다.',
        ],
        [
          'แปรงสีฟันอัจฉริยะ พร้อมกล่องเดินทาง',
          'มีเซนเซอร์แรงกด 5 โหมด และแอปบอกจุดที่แปรงไม่ถึง กล่องชาร์จผ่าน USB-C ได้',
        ],
      ),
      item(
        'vitamins',
        18.5,
        0,
        141,
        [
          'Vitamin C with Zinc, Effervescent, 40 Tablets',
          'Orange-flavoured tablets to dissolve in a glass of water, with 1000 mg of vitamin C and 10 mg of zinc.',
        ],
        [
          '维生素 C 加锌泡腾片 40 片',
          '橙子口味，溶于一杯水饮用，含 1000 毫克维生素 C 和 10 毫克锌。',
        ],
        [
          'ビタミンC＋亜鉛 発泡錠 40錠',
          '水に溶かして飲むオレンジ味。ビタミンC 1000mgと亜鉛10mg入り。',
        ],
        [
          '비타민C 아연 발포정 40정',
          '물 한 잔에 녹여 마시는 오렌지 맛. 비타민C 1000mg과 아연 10mg.',
        ],
        ['วิตามินซีผสมซิงก์ เม็ดฟู่ 40 เม็ด', 'รสส้ม ละลายในน้ำหนึ่งแก้ว มีวิตามินซี 1000 มก. และซิงก์ 10 มก.'],
      ),
      item(
        'dumbbell',
        119,
        139,
        19,
        [
          'Adjustable Dumbbell, 2 to 24 kg',
          'Turn the dial to choose from 15 weights: one dumbbell that replaces a rack.',
        ],
        ['可调节哑铃 2 至 24 公斤', '转动旋钮即可在 15 档重量中选择，一只顶一整排哑铃架。'],
        ['可変式ダンベル 2〜24kg', 'ダイヤルを回して15段階の重さに。ラックひとつ分をこれ1個で。'],
        ['무게 조절 아령 2~24kg', '다이얼을 돌려 15단계 무게를 고르는, 랙 하나를 대신하는 아령.'],
        ['ดัมเบลปรับน้ำหนักได้ 2–24 กก.', 'หมุนปุ่มเลือกน้ำหนักได้ 15 ระดับ ดัมเบลเดียวแทนทั้งชั้นวาง'],
      ),
      item(
        'firstaid',
        45,
        0,
        33,
        [
          'Outdoor First Aid Kit with Emergency Blanket',
          'A light, water-resistant kit for hikes and the car, with an emergency blanket, a whistle and blister plasters.',
        ],
        ['户外急救包 附急救毯', '轻便防泼水，适合徒步和车载，含急救毯、口哨和水泡贴。'],
        [
          'アウトドア救急セット エマージェンシーブランケット付き',
          'ハイキングや車に向く軽い防滴ケース。エマージェンシーブランケット、笛、靴ずれ用絆創膏入り。',
        ],
        [
          '아웃도어 구급상자 비상 담요 포함',
          '등산과 차량용 가벼운 방수 키트. 비상 담요, 호루라기, 물집 밴드 포함.',
        ],
        [
          'ชุดปฐมพยาบาลกลางแจ้ง พร้อมผ้าห่มฉุกเฉิน',
          'ชุดเบากันน้ำสำหรับเดินป่าและติดรถ มีผ้าห่มฉุกเฉิน นกหวีด และพลาสเตอร์แผลพุพอง',
        ],
      ),
      item(
        'mat',
        24,
        0,
        66,
        [
          'Folding Travel Yoga Mat, 1.5 mm',
          'A thin mat that folds to the size of a book and weighs under a kilo, for hotel rooms and parks.',
        ],
        ['折叠旅行瑜伽垫 1.5 毫米', '薄款，可折成一本书大小，重量不到一公斤，适合酒店和公园。'],
        [
          '折りたたみ トラベルヨガマット 1.5mm',
          '本ほどの大きさにたためて1kg未満の薄いマット。ホテルや公園に。',
        ],
        [
          '접이식 여행용 요가 매트 1.5mm',
          '책 크기로 접히고 1kg이 안 되는 얇은 매트. 호텔 방이나 공원에서.',
        ],
        [
          'เสื่อโยคะพับได้สำหรับเดินทาง 1.5 มม.',
          'เสื่อบางพับได้ขนาดเท่าหนังสือ หนักไม่ถึง 1 กก. ใช้ในห้องพักโรงแรมหรือสวนสาธารณะ',
        ],
      ),
    ],
  },
  {
    key: 'mens_clothing',
    name: "Men's clothing",
    kinds: [
      ['T-Shirt', 'tshirt'],
      ['Shirt', 'shirt'],
      ['Hoodie', 'hoodie'],
      ['Chinos', 'trousers'],
      ['Shorts', 'shorts'],
      ['Sneakers', 'sneaker'],
    ],
    products: [
      item(
        'tshirt',
        18,
        0,
        388,
        [
          'Organic Cotton Crew T-Shirt',
          'A heavyweight 200 g organic cotton T-shirt with a regular fit, in white, black, navy and olive.',
        ],
        ['有机棉圆领 T 恤', '200 克厚磅有机棉，常规版型，有白、黑、藏青和橄榄绿。'],
        [
          'オーガニックコットン クルーネックTシャツ',
          '200gの厚手オーガニックコットン、レギュラーフィット。白、黒、ネイビー、オリーブ。',
        ],
        [
          '오가닉 코튼 라운드 티셔츠',
          '200g 도톰한 오가닉 코튼, 레귤러 핏. 흰색, 검정, 네이비, 올리브.',
        ],
        ['เสื้อยืดคอกลมผ้าฝ้ายออร์แกนิก', 'ผ้าฝ้ายออร์แกนิกหนา 200 ก. ทรงปกติ มีสีขาว ดำ กรมท่า และเขียวมะกอก'],
      ),
      item(
        'shirt',
        39,
        0,
        176,
        [
          'Oxford Button-Down Shirt',
          'A washed Oxford cotton shirt with a button-down collar that looks right with a jacket or on its own.',
        ],
        ['牛津纺扣领衬衫', '水洗牛津纺棉，扣领设计，搭西装或单穿都好看。'],
        [
          'オックスフォード ボタンダウンシャツ',
          '洗いをかけたオックスフォード綿のボタンダウン。ジャケットにも一枚でも。',
        ],
        [
          '옥스퍼드 버튼다운 셔츠',
          '워싱한 옥스퍼드 면 버튼다운 셔츠. 재킷과 함께도, 단독으로도 잘 어울립니다.',
        ],
        ['เสื้อเชิ้ตอ็อกซ์ฟอร์ดคอกระดุม', 'เชิ้ตผ้าฝ้ายอ็อกซ์ฟอร์ดฟอกนุ่ม ปกติดกระดุม ใส่กับแจ็กเก็ตหรือใส่ตัวเดียวก็ดูดี'],
      ),
      item(
        'hoodie',
        45,
        55,
        203,
        [
          'Brushed Fleece Hoodie',
          'A midweight hoodie with a soft brushed inside, a two-layer hood and a kangaroo pocket.',
        ],
        ['磨毛抓绒连帽卫衣', '中等厚度，内里磨毛柔软，双层帽，袋鼠口袋。'],
        [
          '裏起毛 スウェットパーカー',
          '内側がやわらかく起毛した中厚手。二重のフードとカンガルーポケット。',
        ],
        ['기모 후드티', '안쪽이 부드럽게 기모된 중간 두께. 이중 후드와 캥거루 포켓.'],
        ['เสื้อฮู้ดผ้าฟลีซขัดขน', 'ความหนาปานกลาง ด้านในขัดขนนุ่ม ฮู้ดสองชั้น กระเป๋าหน้าแบบจิงโจ้'],
      ),
      item(
        'trousers',
        49,
        0,
        167,
        [
          'Slim Stretch Chinos',
          'Cotton chinos with a little stretch, a slim leg and a hem you can roll. Sand, navy or charcoal.',
        ],
        ['修身弹力卡其裤', '微弹棉质，修身裤腿，裤脚可卷边，有沙色、藏青和炭灰。'],
        [
          'スリム ストレッチチノ',
          '少し伸びるコットン、細めの脚、ロールアップできる裾。サンド、ネイビー、チャコール。',
        ],
        [
          '슬림 스트레치 치노',
          '살짝 늘어나는 면, 슬림한 다리, 접어 입는 밑단. 샌드, 네이비, 차콜.',
        ],
        ['กางเกงชิโน่ทรงสลิมยืดได้', 'ผ้าฝ้ายยืดนิดๆ ขาทรงสลิม พับปลายขาได้ มีสีทราย กรมท่า และเทาถ่าน'],
      ),
      item(
        'shorts',
        32,
        0,
        129,
        [
          'Ripstop Cargo Shorts',
          'Quick-drying ripstop shorts with six pockets, one with a zip for keys.',
        ],
        ['格纹防撕裂工装短裤', '速干防撕裂面料，六个口袋，其中一个带拉链放钥匙。'],
        [
          'リップストップ カーゴショーツ',
          '乾きやすいリップストップ生地、ポケット6つ、うち1つは鍵用のファスナー付き。',
        ],
        ['립스탑 카고 반바지', '빨리 마르는 립스탑 원단, 주머니 6개, 하나는 열쇠용 지퍼.'],
        ['กางเกงคาร์โก้ขาสั้นผ้าริปสต็อป', 'ผ้าริปสต็อปแห้งไว มี 6 กระเป๋า หนึ่งในนั้นมีซิปไว้ใส่กุญแจ'],
      ),
      item(
        'sneaker',
        79,
        89,
        142,
        [
          'Leather Court Sneakers',
          'White leather sneakers with a cushioned insole and a stitched rubber cup sole. Runs true to size.',
        ],
        ['皮革小白鞋', '白色皮革鞋面，缓震鞋垫，缝线橡胶杯底，尺码标准。'],
        [
          'レザー コートスニーカー',
          'クッションインソールと縫い付けラバーカップソールの白いレザースニーカー。サイズは普段通りで。',
        ],
        [
          '가죽 코트 스니커즈',
          '쿠션 깔창과 스티치 고무 컵솔의 흰 가죽 스니커즈. 평소 사이즈로 고르세요.',
        ],
        ['รองเท้าผ้าใบหนังทรงคอร์ต', 'รองเท้าหนังสีขาว พื้นรองในนุ่ม พื้นยางเย็บรอบ ไซซ์ตรงตามปกติ'],
      ),
      item(
        'tshirt',
        26,
        0,
        117,
        [
          'Linen Blend Pocket T-Shirt',
          'A light linen and cotton T-shirt with a chest pocket, cool on hot days.',
        ],
        ['亚麻混纺口袋 T 恤', '亚麻与棉混纺，轻薄透气，胸前口袋，炎热天气穿着清爽。'],
        [
          'リネン混 ポケットTシャツ',
          '胸ポケット付きの軽いリネンとコットンのTシャツ。暑い日も涼しく。',
        ],
        [
          '린넨 혼방 포켓 티셔츠',
          '가슴 주머니가 있는 가벼운 린넨·면 티셔츠. 더운 날에도 시원합니다.',
        ],
        ['เสื้อยืดผ้าลินินผสม มีกระเป๋า', 'เสื้อยืดลินินผสมฝ้ายเนื้อเบา มีกระเป๋าที่อก ใส่สบายในวันร้อน'],
      ),
      item(
        'shirt',
        49,
        0,
        64,
        [
          'Flannel Check Overshirt',
          'A thick brushed flannel shirt to wear open over a T-shirt, with two chest pockets.',
        ],
        ['法兰绒格子衬衫外套', '厚实磨毛法兰绒，可敞开套在 T 恤外，两个胸袋。'],
        [
          'フランネル チェック オーバーシャツ',
          'Tシャツの上に羽織れる厚手の起毛フランネル。胸ポケット2つ。',
        ],
        ['플란넬 체크 오버셔츠', '티셔츠 위에 열어 입는 도톰한 기모 플란넬 셔츠. 가슴 주머니 2개.'],
        ['เสื้อเชิ้ตคลุมผ้าสักหลาดลายสก๊อต', 'ผ้าสักหลาดขัดขนหนา ใส่เปิดทับเสื้อยืดได้ มีกระเป๋าที่อก 2 ใบ'],
      ),
      item(
        'hoodie',
        59,
        0,
        53,
        [
          'Zip-Up Merino Hoodie',
          'A fine merino wool hoodie that stays warm without bulk and does not hold smells, for travel and cold offices.',
        ],
        ['美利奴羊毛拉链连帽衫', '细美利奴羊毛，轻薄保暖不臃肿，不易留味，适合旅行和空调办公室。'],
        [
          'メリノウール ジップパーカー',
          'かさばらず暖かく、においも残りにくい細番手メリノウール。旅行や寒いオフィスに。',
        ],
        [
          '메리노 울 집업 후드',
          '부피 없이 따뜻하고 냄새가 잘 배지 않는 고운 메리노 울. 여행과 추운 사무실에.',
        ],
        [
          'เสื้อฮู้ดซิปขนแกะเมอริโน',
          'ขนแกะเมอริโนเนื้อละเอียด อุ่นแต่ไม่หนา ไม่เก็บกลิ่น เหมาะกับการเดินทางและออฟฟิศที่หนาวแอร์',
        ],
      ),
      item(
        'trousers',
        55,
        65,
        47,
        [
          'Relaxed Pleated Chinos',
          'A roomier chino with a single pleat and a tapered leg, in heavy cotton twill.',
        ],
        ['宽松单褶卡其裤', '厚棉斜纹，单褶宽松版型，裤腿收窄。'],
        [
          'リラックス タック入りチノ',
          '厚手の綿ツイル、ワンタックのゆったりシルエットで裾に向かって細く。',
        ],
        ['릴랙스 핀턱 치노', '두꺼운 면 능직, 원턱의 여유 있는 핏에 밑단으로 좁아지는 다리.'],
        ['กางเกงชิโน่จีบหน้าทรงหลวม', 'ผ้าฝ้ายทวิลหนา จีบเดียว ทรงหลวมสบาย ปลายขาเรียวลง'],
      ),
      item(
        'shorts',
        35,
        0,
        71,
        [
          'Swim Shorts with Mesh Lining',
          'Quick-dry swim shorts with a drawstring, a back pocket and a mesh lining. Good for the beach and the street.',
        ],
        ['网眼内衬沙滩短裤', '速干面料，抽绳腰，后袋，网眼内衬，海边街头都合适。'],
        [
          'メッシュインナー付き スイムショーツ',
          '速乾生地、ドローコード、バックポケット、メッシュインナー。海でも街でも。',
        ],
        ['망사 안감 수영 반바지', '속건 원단, 조임끈, 뒷주머니, 망사 안감. 해변에서도 거리에서도.'],
        [
          'กางเกงว่ายน้ำขาสั้น ซับในตาข่าย',
          'ผ้าแห้งไว เอวเชือกผูก มีกระเป๋าหลัง ซับในตาข่าย ใส่ได้ทั้งชายหาดและในเมือง',
        ],
      ),
      item(
        'sneaker',
        95,
        0,
        38,
        [
          'Suede Running-Style Sneakers',
          'Suede and mesh sneakers on a light foam sole, made for long days on foot in the city.',
        ],
        ['麂皮复古跑鞋', '麂皮拼网面，轻量泡棉大底，适合城市里走一整天。'],
        [
          'スエード ランニングスタイルスニーカー',
          'スエードとメッシュに軽いフォームソール。街を一日歩く日に。',
        ],
        [
          '스웨이드 러닝 스타일 스니커즈',
          '스웨이드와 메시에 가벼운 폼 밑창. 도시를 하루 종일 걷는 날에.',
        ],
        ['รองเท้าผ้าใบหนังกลับสไตล์วิ่ง', 'หนังกลับผสมผ้าตาข่าย พื้นโฟมเบา สำหรับวันที่ต้องเดินในเมืองทั้งวัน'],
      ),
      item(
        'tshirt',
        22,
        0,
        96,
        [
          'Long-Sleeve Waffle T-Shirt',
          'A waffle-knit cotton long-sleeve that works on its own or under a shirt on cooler days.',
        ],
        ['华夫格长袖 T 恤', '华夫格纹棉质长袖，单穿或天凉时叠穿在衬衫里都好。'],
        [
          'ワッフル 長袖Tシャツ',
          'ワッフル編みのコットン長袖。一枚でも、涼しい日にシャツの下にも。',
        ],
        ['와플 긴소매 티셔츠', '와플 짜임 면 긴소매. 단독으로도, 선선한 날 셔츠 안에도 좋습니다.'],
        ['เสื้อยืดแขนยาวผ้าวาฟเฟิล', 'เสื้อแขนยาวผ้าฝ้ายถักลายวาฟเฟิล ใส่ตัวเดียวหรือใส่ซ้อนใต้เชิ้ตในวันอากาศเย็น'],
      ),
    ],
  },
  {
    key: 'womens_clothing',
    name: "Women's clothing",
    kinds: [
      ['Dress', 'dress'],
      ['Skirt', 'skirt'],
      ['Bag', 'handbag'],
      ['Jeans', 'jeans'],
      ['Boots', 'ankleboot'],
      ['Knit Top', 'knit'],
      ['Scarf', 'scarf'],
    ],
    products: [
      item(
        'dress',
        59,
        69,
        184,
        [
          'Cotton Poplin Summer Dress',
          'A midi dress in crisp cotton poplin with a tie waist and pockets, lined to the knee.',
        ],
        ['棉府绸夏日连衣裙', '挺括棉府绸中长裙，系带收腰，有口袋，内衬到膝。'],
        [
          'コットンポプリン サマードレス',
          'ハリのあるコットンポプリンのミディ丈。ウエストリボンとポケット付き、膝まで裏地あり。',
        ],
        [
          '코튼 포플린 여름 원피스',
          '빳빳한 코튼 포플린 미디 원피스. 허리 끈과 주머니, 무릎까지 안감.',
        ],
        ['เดรสฤดูร้อนผ้าคอตตอนป็อปลิน', 'เดรสยาวครึ่งแข้งผ้าคอตตอนป็อปลินอยู่ทรง ผูกเอว มีกระเป๋า ซับในถึงเข่า'],
      ),
      item(
        'skirt',
        45,
        0,
        121,
        [
          'Pleated Midi Skirt',
          'A fluid pleated skirt with an elastic back waist that moves well and does not crease in a suitcase.',
        ],
        ['百褶中长半身裙', '垂坠百褶，后腰松紧，走动飘逸，放进行李箱也不皱。'],
        [
          'プリーツ ミディスカート',
          '後ろゴムのウエストでしなやかに揺れるプリーツ。スーツケースに入れてもしわになりません。',
        ],
        [
          '플리츠 미디 스커트',
          '뒤 허리 밴딩의 흐르는 듯한 플리츠. 여행 가방에 넣어도 구겨지지 않습니다.',
        ],
        ['กระโปรงพลีทยาวครึ่งแข้ง', 'กระโปรงพลีทพลิ้ว เอวหลังยางยืด เดินแล้วสวย ใส่กระเป๋าเดินทางก็ไม่ยับ'],
      ),
      item(
        'handbag',
        89,
        0,
        96,
        [
          'Leather Crossbody Bag',
          'A small vegetable-tanned leather bag with an adjustable strap and room for a phone, keys and a wallet.',
        ],
        ['真皮斜挎包', '植鞣皮小包，肩带可调，装得下手机、钥匙和钱包。'],
        [
          'レザー クロスボディバッグ',
          '長さを変えられるストラップ付きのヌメ革の小さなバッグ。スマホ、鍵、財布が入ります。',
        ],
        [
          '가죽 크로스백',
          '길이 조절 스트랩이 달린 베지터블 가죽 미니백. 휴대폰, 열쇠, 지갑이 들어갑니다.',
        ],
        ['กระเป๋าสะพายข้างหนังแท้', 'กระเป๋าหนังฟอกฝาดใบเล็ก สายปรับได้ ใส่มือถือ กุญแจ และกระเป๋าสตางค์ได้'],
      ),
      item(
        'jeans',
        69,
        0,
        158,
        [
          'High-Rise Straight Jeans',
          'Rigid cotton denim with a high waist and a straight leg that softens and shapes to you.',
        ],
        ['高腰直筒牛仔裤', '无弹纯棉牛仔布，高腰直筒，越穿越软越贴身。'],
        [
          'ハイライズ ストレートジーンズ',
          '伸びないコットンデニムのハイウエスト・ストレート。はくほどやわらかく体になじみます。',
        ],
        [
          '하이라이즈 스트레이트 청바지',
          '신축성 없는 면 데님의 하이웨이스트 일자 핏. 입을수록 부드럽게 몸에 맞춰집니다.',
        ],
        ['ยีนส์ขาตรงเอวสูง', 'ผ้ายีนส์ฝ้ายไม่ยืด เอวสูง ขาตรง ยิ่งใส่ยิ่งนุ่มและเข้ารูป'],
      ),
      item(
        'ankleboot',
        119,
        139,
        57,
        [
          'Suede Chelsea Ankle Boots',
          'Suede Chelsea boots with elastic sides, a 4 cm block heel and a rubber sole that grips on wet streets.',
        ],
        ['麂皮切尔西短靴', '麂皮鞋面，两侧松紧，4 厘米粗跟，橡胶底雨天路面也防滑。'],
        [
          'スエード チェルシー アンクルブーツ',
          'サイドゴアのスエードブーツ。4cmのブロックヒールと濡れた道でも滑りにくいラバーソール。',
        ],
        [
          '스웨이드 첼시 앵클부츠',
          '옆면 밴딩의 스웨이드 첼시 부츠. 4cm 블록힐과 젖은 길에서도 미끄럽지 않은 고무 밑창.',
        ],
        ['รองเท้าบูทหุ้มข้อเชลซีหนังกลับ', 'บูทเชลซีหนังกลับ ข้างยางยืด ส้นตัน 4 ซม. พื้นยางยึดเกาะดีบนถนนเปียก'],
      ),
      item(
        'knit',
        42,
        0,
        133,
        [
          'Fine Knit Cotton Top',
          'A fine-gauge cotton knit with a boat neck and three-quarter sleeves, easy to wear to work.',
        ],
        ['细针棉质针织上衣', '细针棉针织，一字领，七分袖，上班穿很合适。'],
        [
          'ハイゲージ コットンニットトップ',
          'ボートネックと七分袖の細番手コットンニット。仕事にも着やすい一枚。',
        ],
        ['하이게이지 코튼 니트 탑', '보트넥과 7부 소매의 고운 코튼 니트. 출근할 때 입기 편합니다.'],
        ['เสื้อถักผ้าฝ้ายเนื้อละเอียด', 'เสื้อถักฝ้ายเนื้อละเอียด คอเรือ แขนสามส่วน ใส่ไปทำงานได้สบาย'],
      ),
      item(
        'scarf',
        65,
        0,
        44,
        [
          'Printed Silk Scarf, 90 cm',
          'A square scarf of pure silk twill with hand-rolled edges and a botanical print.',
        ],
        ['印花真丝方巾 90 厘米', '纯真丝斜纹方巾，手工卷边，植物图案印花。'],
        [
          'プリント シルクスカーフ 90cm',
          '手巻きの縁仕上げ、植物柄プリントのシルクツイル正方形スカーフ。',
        ],
        [
          '프린트 실크 스카프 90cm',
          '손으로 말아 마감한 가장자리와 식물 프린트의 실크 트윌 정사각 스카프.',
        ],
        ['ผ้าพันคอผ้าไหมพิมพ์ลาย 90 ซม.', 'ผ้าพันคอสี่เหลี่ยมผ้าไหมทวิลแท้ ขอบม้วนเย็บมือ พิมพ์ลายพฤกษา'],
      ),
      item(
        'dress',
        79,
        0,
        49,
        [
          'Linen Wrap Dress',
          'A washed linen wrap dress with short sleeves that ties at the side and suits warm evenings.',
        ],
        ['亚麻裹身连衣裙', '水洗亚麻，短袖，侧边系带，适合温暖的夜晚。'],
        ['リネン ラップドレス', '洗いざらしリネンの半袖ラップドレス。サイドで結んで、暖かい夜に。'],
        ['린넨 랩 원피스', '옆에서 묶는 반소매 워싱 린넨 랩 원피스. 따뜻한 저녁에 어울립니다.'],
        ['เดรสผ้าลินินแบบป้าย', 'เดรสลินินฟอกนุ่มแบบป้าย แขนสั้น ผูกด้านข้าง เหมาะกับค่ำคืนอากาศอุ่น'],
      ),
      item(
        'skirt',
        52,
        59,
        38,
        [
          'Denim A-Line Skirt',
          'A knee-length A-line skirt in mid-blue denim with front pockets and a button fly.',
        ],
        ['牛仔 A 字裙', '中蓝色牛仔布及膝 A 字裙，前口袋，纽扣门襟。'],
        ['デニム Aラインスカート', '前ポケットとボタンフライの、ミッドブルーデニムの膝丈Aライン。'],
        ['데님 A라인 스커트', '앞주머니와 단추 여밈의 미드 블루 데님 무릎 길이 A라인.'],
        ['กระโปรงยีนส์ทรงเอ', 'กระโปรงทรงเอยาวคลุมเข่า ผ้ายีนส์สีฟ้ากลาง มีกระเป๋าหน้าและกระดุมผ่าหน้า'],
      ),
      item(
        'handbag',
        139,
        0,
        23,
        [
          'Structured Leather Tote',
          'A roomy tote that holds a 14-inch laptop, with a zipped inside pocket and feet that keep it off the floor.',
        ],
        ['硬挺真皮托特包', '大容量可放 14 英寸笔记本，内有拉链袋，底部铆钉防磨。'],
        [
          'レザー トートバッグ',
          '14インチのノートPCが入る大きめのトート。内側ファスナーポケットと底鋲付き。',
        ],
        ['가죽 토트백', '14인치 노트북이 들어가는 넉넉한 토트. 안쪽 지퍼 주머니와 바닥 징.'],
        ['กระเป๋าโท้ตหนังทรงอยู่ตัว', 'กระเป๋าโท้ตใบใหญ่ใส่แล็ปท็อป 14 นิ้วได้ มีช่องซิปด้านใน และหมุดรองก้นกระเป๋า'],
      ),
      item(
        'jeans',
        74,
        0,
        62,
        [
          'Wide-Leg Jeans, Ecru',
          'Cream-coloured wide-leg jeans with a high waist and a long hem for shoes with a heel.',
        ],
        ['米白色阔腿牛仔裤', '奶油色高腰阔腿，裤长偏长，适合搭配有跟的鞋。'],
        [
          'ワイドレッグジーンズ エクリュ',
          'クリーム色のハイウエスト・ワイド。ヒールのある靴に合う長めの丈。',
        ],
        ['와이드 청바지 에크루', '크림색 하이웨이스트 와이드 핏. 굽 있는 신발에 맞는 긴 기장.'],
        ['ยีนส์ขากว้าง สีครีม', 'ยีนส์สีครีม เอวสูง ขากว้าง ขายาวพอดีกับรองเท้าส้นสูง'],
      ),
      item(
        'ankleboot',
        129,
        0,
        17,
        [
          'Leather Lace-Up Ankle Boots',
          'Polished leather boots with a side zip and a lug sole, warm with a light wool lining.',
        ],
        ['真皮系带短靴', '亮面皮革，侧拉链，齿纹大底，薄羊毛内里保暖。'],
        [
          'レザー レースアップ アンクルブーツ',
          'サイドジップとラグソールの艶のあるレザーブーツ。薄いウールの裏地で暖か。',
        ],
        [
          '가죽 레이스업 앵클부츠',
          '옆 지퍼와 러그 밑창의 광택 가죽 부츠. 얇은 울 안감으로 따뜻합니다.',
        ],
        ['รองเท้าบูทหุ้มข้อหนังแบบผูกเชือก', 'บูทหนังขัดเงา ซิปด้านข้าง พื้นดอกยางหนา ซับในขนแกะบางให้ความอบอุ่น'],
      ),
      item(
        'knit',
        48,
        55,
        71,
        [
          'Ribbed Merino Knit Top',
          'A close-fitting ribbed top of merino wool, soft against the skin and warm under a coat.',
        ],
        ['罗纹美利奴针织上衣', '美利奴羊毛罗纹修身款，贴肤柔软，外套里穿很保暖。'],
        [
          'リブ編み メリノニットトップ',
          '肌ざわりのやわらかいメリノウールのリブニット。コートの下で暖かい。',
        ],
        [
          '골지 메리노 니트 탑',
          '몸에 붙는 메리노 울 골지 니트. 피부에 부드럽고 코트 안에서 따뜻합니다.',
        ],
        ['เสื้อถักร่องขนแกะเมอริโน', 'เสื้อถักลายร่องทรงเข้ารูปจากขนแกะเมอริโน นุ่มสบายผิว อุ่นเมื่อใส่ใต้โค้ต'],
      ),
    ],
  },
  {
    key: 'food',
    name: 'Food',
    kinds: [
      ['Coffee', 'coffee'],
      ['Honey', 'honey'],
      ['Chocolate', 'chocolate'],
      ['Olive Oil', 'oil'],
      ['Tea', 'tea'],
      ['Noodles', 'noodles'],
    ],
    products: [
      item(
        'coffee',
        12.9,
        0,
        436,
        [
          'Colombian Whole Bean Coffee, 250 g',
          'A medium roast from Huila with notes of caramel and red apple, roasted a week before it ships.',
        ],
        ['哥伦比亚咖啡豆 250 克', '产自乌伊拉的中度烘焙，带焦糖与红苹果风味，发货前一周新鲜烘焙。'],
        [
          'コロンビア コーヒー豆 250g',
          'ウイラ産の中煎り。キャラメルと赤りんごの風味、発送の1週間前に焙煎。',
        ],
        [
          '콜롬비아 원두 250g',
          '우일라산 미디엄 로스트. 캐러멜과 빨간 사과 향, 발송 일주일 전에 볶습니다.',
        ],
        [
          'เมล็ดกาแฟโคลอมเบีย 250 ก.',
          'คั่วกลางจากแคว้นอวีลา กลิ่นคาราเมลและแอปเปิลแดง คั่วใหม่ก่อนจัดส่งหนึ่งสัปดาห์',
        ],
      ),
      item(
        'honey',
        14.5,
        0,
        251,
        [
          'Raw Wildflower Honey, 500 g',
          'Unheated honey from meadows in the Carpathians, thick and floral. It may set over time, as raw honey does.',
        ],
        [
          '生野花蜂蜜 500 克',
          '来自喀尔巴阡山草甸的未加热蜂蜜，浓稠花香；生蜂蜜久放会结晶，属正常。',
        ],
        [
          '非加熱 百花蜜 500g',
          'カルパチア山脈の草原で採れた加熱していない蜂蜜。濃厚で花の香り。生はちみつなので結晶することがあります。',
        ],
        [
          '비가열 야생화 꿀 500g',
          '카르파티아 초원에서 얻은 비가열 꿀로 진하고 꽃향기가 납니다. 생꿀이라 시간이 지나면 굳을 수 있습니다.',
        ],
        [
          'น้ำผึ้งดอกไม้ป่าดิบ 500 ก.',
          'น้ำผึ้งไม่ผ่านความร้อนจากทุ่งหญ้าในเทือกเขาคาร์เพเทียน เข้มข้นหอมดอกไม้ อาจตกผลึกได้ตามธรรมชาติ',
        ],
      ),
      item(
        'chocolate',
        4.2,
        0,
        527,
        [
          'Dark Chocolate 72%, 100 g Bar',
          'Single-origin dark chocolate from Ecuador with a fruity, not bitter, finish. Made with three ingredients.',
        ],
        ['72% 黑巧克力 100 克', '厄瓜多尔单一产地黑巧克力，尾韵果香不苦，仅用三种原料。'],
        [
          'ダークチョコレート 72% 100g',
          'エクアドル産シングルオリジン。苦すぎずフルーティーな後味、原材料は3つだけ。',
        ],
        [
          '다크 초콜릿 72% 100g',
          '에콰도르 싱글 오리진. 쓰지 않고 과일 향이 남는 맛, 재료는 세 가지뿐.',
        ],
        [
          'ดาร์กช็อกโกแลต 72% แท่ง 100 ก.',
          'ดาร์กช็อกโกแลตแหล่งเดียวจากเอกวาดอร์ รสจบผลไม้ไม่ขม ทำจากวัตถุดิบเพียง 3 อย่าง',
        ],
      ),
      item(
        'oil',
        13.9,
        0,
        186,
        [
          'Extra Virgin Olive Oil, 500 ml',
          'A cold-pressed Cretan oil from the latest harvest, peppery and green, in a dark glass bottle.',
        ],
        ['特级初榨橄榄油 500 毫升', '克里特岛当季冷榨，带青草与胡椒辛香，深色玻璃瓶装。'],
        [
          'エクストラバージン オリーブオイル 500ml',
          '最新の収穫のクレタ島産コールドプレス。青々としてピリッと辛く、遮光瓶入り。',
        ],
        [
          '엑스트라 버진 올리브유 500ml',
          '최근 수확한 크레타산 냉압착 오일. 풋풋하고 후추 향이 나며 어두운 유리병에 담았습니다.',
        ],
        [
          'น้ำมันมะกอกเอ็กซ์ตราเวอร์จิน 500 มล.',
          'น้ำมันสกัดเย็นจากเกาะครีต ฤดูเก็บเกี่ยวล่าสุด กลิ่นเขียวสดเผ็ดพริกไทย บรรจุขวดแก้วสีเข้ม',
        ],
      ),
      item(
        'tea',
        9.8,
        0,
        219,
        [
          'Japanese Sencha Green Tea, 100 g',
          'Loose-leaf sencha from Shizuoka, fresh and grassy. Brew at 70 °C for one minute.',
        ],
        ['日本煎茶 100 克', '静冈散装煎茶，清新草香，70°C 水冲泡一分钟。'],
        ['静岡 煎茶 100g', '静岡産のリーフ煎茶。さわやかな青い香り、70℃で1分。'],
        ['일본 센차 녹차 100g', '시즈오카산 잎 센차로 싱그러운 풀 향. 70°C에서 1분 우립니다.'],
        ['ชาเขียวเซนฉะญี่ปุ่น 100 ก.', 'ชาเซนฉะใบจากชิซุโอกะ หอมสดชื่นกลิ่นหญ้า ชงด้วยน้ำ 70 °C นาน 1 นาที'],
      ),
      item(
        'noodles',
        6.5,
        0,
        302,
        [
          'Tonkotsu Ramen Kit, 5 Servings',
          'Five portions of wavy wheat noodles with rich pork-bone soup sachets. Ready in four minutes.',
        ],
        ['豚骨拉面 5 人份', '五份波浪面，配浓郁豚骨汤包，四分钟即可食用。'],
        ['豚骨ラーメン 5食入り', 'ちぢれ麺5食と濃厚な豚骨スープ付き。4分でできあがり。'],
        ['돈코츠 라멘 5인분', '꼬불꼬불한 밀면 5인분과 진한 돼지뼈 수프. 4분이면 완성됩니다.'],
        ['ชุดราเมนทงคตสึ 5 ที่', 'เส้นหมี่หยิก 5 ที่ พร้อมซองน้ำซุปกระดูกหมูเข้มข้น พร้อมทานใน 4 นาที'],
      ),
      item(
        'coffee',
        34,
        39,
        88,
        [
          'Espresso Blend Coffee Beans, 1 kg',
          'A dark, chocolatey espresso blend of Brazilian and Ethiopian beans that holds up well in milk.',
        ],
        ['意式拼配咖啡豆 1 公斤', '巴西与埃塞俄比亚豆深度烘焙拼配，巧克力风味，加奶依旧浓郁。'],
        [
          'エスプレッソブレンド コーヒー豆 1kg',
          'ブラジルとエチオピアの豆を深煎りにしたチョコレートのようなブレンド。ミルクにも負けません。',
        ],
        [
          '에스프레소 블렌드 원두 1kg',
          '브라질과 에티오피아 원두를 강하게 볶은 초콜릿 풍미 블렌드. 우유와도 잘 어울립니다.',
        ],
        ['เมล็ดกาแฟเอสเปรสโซเบลนด์ 1 กก.', 'เบลนด์คั่วเข้มจากบราซิลและเอธิโอเปีย กลิ่นช็อกโกแลต เข้ากับนมได้ดี'],
      ),
      item(
        'honey',
        22,
        0,
        74,
        [
          'Manuka Honey MGO 100+, 250 g',
          'Certified manuka honey from New Zealand, rich and slightly bitter, for tea or a spoon on a sore throat.',
        ],
        [
          '麦卢卡蜂蜜 MGO 100+ 250 克',
          '新西兰认证麦卢卡蜂蜜，浓郁微苦，可泡茶或嗓子不适时来一勺。',
        ],
        [
          'マヌカハニー MGO 100+ 250g',
          'ニュージーランドの認証マヌカハニー。濃厚でほろ苦く、紅茶にも喉にもひとさじ。',
        ],
        [
          '마누카 꿀 MGO 100+ 250g',
          '뉴질랜드 인증 마누카 꿀. 진하고 약간 쌉쌀해 차에 넣거나 목이 아플 때 한 숟갈.',
        ],
        [
          'น้ำผึ้งมานูก้า MGO 100+ 250 ก.',
          'น้ำผึ้งมานูก้ารับรองจากนิวซีแลนด์ เข้มข้นขมนิดๆ ใส่ชาหรือทานหนึ่งช้อนยามเจ็บคอ',
        ],
      ),
      item(
        'chocolate',
        18,
        0,
        97,
        [
          'Chocolate Truffle Gift Box, 16 Pieces',
          'Sixteen handmade truffles in four flavours (sea salt caramel, hazelnut, raspberry, dark) in a gift box.',
        ],
        [
          '松露巧克力礼盒 16 颗',
          '16 颗手工松露巧克力，四种口味：海盐焦糖、榛子、覆盆子、黑巧，礼盒装。',
        ],
        [
          'トリュフチョコレート ギフトボックス 16粒',
          '塩キャラメル、ヘーゼルナッツ、ラズベリー、ダークの4種、手作りトリュフ16粒のギフトボックス。',
        ],
        [
          '트러플 초콜릿 선물 상자 16개입',
          '솔트 캐러멜, 헤이즐넛, 라즈베리, 다크 네 가지 맛 수제 트러플 16개가 든 선물 상자.',
        ],
        [
          'กล่องของขวัญช็อกโกแลตทรัฟเฟิล 16 ชิ้น',
          'ทรัฟเฟิลทำมือ 16 ชิ้น 4 รส ได้แก่ คาราเมลเกลือทะเล เฮเซลนัท ราสเบอร์รี และดาร์ก ในกล่องของขวัญ',
        ],
      ),
      item(
        'oil',
        24,
        0,
        43,
        [
          'Olive Oil Tin, 1 L, Early Harvest',
          'An early-harvest oil from green olives in a tin that keeps out the light, for dressing and dipping.',
        ],
        ['早收橄榄油 1 升 铁罐装', '采用青橄榄早收压榨，铁罐避光保存，适合拌沙拉和蘸面包。'],
        [
          '早摘みオリーブオイル 1L 缶',
          '青いオリーブを早摘みしたオイル。光を通さない缶入りで、ドレッシングやパンに。',
        ],
        [
          '조기 수확 올리브유 1L 캔',
          '초록 올리브를 일찍 수확해 짠 오일. 빛을 막는 캔에 담아 드레싱과 빵 찍먹용으로.',
        ],
        [
          'น้ำมันมะกอกเก็บเกี่ยวต้นฤดู 1 ลิตร บรรจุกระป๋อง',
          'สกัดจากมะกอกเขียวเก็บต้นฤดู บรรจุกระป๋องกันแสง สำหรับทำน้ำสลัดและจิ้มขนมปัง',
        ],
      ),
      item(
        'tea',
        26,
        0,
        57,
        [
          'Oolong Tea Gift Tin, 150 g',
          'A roasted Taiwanese oolong that can be brewed five times, in a tin with a tasting note.',
        ],
        ['乌龙茶礼罐 150 克', '台湾焙火乌龙，可冲泡五次，铁罐装附品饮说明。'],
        [
          '烏龍茶 ギフト缶 150g',
          '5煎まで楽しめる台湾の焙煎烏龍茶。テイスティングノート付きの缶入り。',
        ],
        ['우롱차 선물 캔 150g', '다섯 번까지 우려 마시는 대만 배전 우롱차. 시음 노트가 든 캔.'],
        ['ชาอูหลงกระป๋องของขวัญ 150 ก.', 'ชาอูหลงคั่วจากไต้หวัน ชงได้ถึง 5 น้ำ บรรจุกระป๋องพร้อมคำแนะนำการชิม'],
      ),
      item(
        'noodles',
        14.9,
        0,
        116,
        [
          'Spicy Sesame Noodles Variety Pack, 8 Bags',
          'Eight bags of dry noodles with chilli oil and sesame paste in four heat levels.',
        ],
        ['麻辣芝麻拌面组合装 8 袋', '八袋干拌面，配红油与芝麻酱，四种辣度。'],
        ['ピリ辛ごまだれ麺 食べ比べ 8袋', 'ラー油とごまだれ付きの汁なし麺8袋。辛さは4段階。'],
        ['매운 참깨 비빔면 모음 8봉', '고추기름과 참깨 소스가 든 비빔면 8봉, 매운맛 네 단계.'],
        ['บะหมี่แห้งงาเผ็ดรวมรส 8 ซอง', 'บะหมี่แห้ง 8 ซอง พร้อมน้ำมันพริกและซอสงา ความเผ็ด 4 ระดับ'],
      ),
      item(
        'coffee',
        16.5,
        0,
        63,
        [
          'Ethiopian Filter Coffee, 250 g, Ground',
          'A light roast from Yirgacheffe with jasmine and lemon notes, ground for filter and pour-over.',
        ],
        ['埃塞俄比亚手冲咖啡粉 250 克', '耶加雪菲浅烘，茉莉与柠檬风味，研磨度适合滴滤与手冲。'],
        [
          'エチオピア フィルターコーヒー 粉 250g',
          'イルガチェフェの浅煎り。ジャスミンとレモンの香り、ドリップ向けの挽き具合。',
        ],
        [
          '에티오피아 필터 커피 분쇄 250g',
          '예가체프 라이트 로스트로 재스민과 레몬 향. 드립용으로 분쇄했습니다.',
        ],
        ['กาแฟเอธิโอเปียบดสำหรับดริป 250 ก.', 'คั่วอ่อนจากเยอร์กาเชฟ กลิ่นมะลิและเลมอน บดสำหรับดริปและฟิลเตอร์'],
      ),
    ],
  },
  {
    key: 'mobile_phone',
    name: 'Mobile phone',
    kinds: [
      ['Smartphone', 'phone'],
      ['Phone Case', 'phonecase'],
      ['Earbuds', 'earbuds'],
      ['Smartwatch', 'watch'],
      ['Charger', 'charger'],
    ],
    products: [
      item(
        'phone',
        299,
        349,
        176,
        [
          'Nova 6 Smartphone, 128 GB',
          'A 6.5-inch 120 Hz screen, a 50 MP camera and a 5000 mAh battery that lasts two days. Unlocked, dual SIM.',
        ],
        [
          'Nova 6 智能手机 128GB',
          '6.5 英寸 120Hz 屏幕，5000 万像素相机，5000 毫安电池可用两天，无锁双卡。',
        ],
        [
          'Nova 6 スマートフォン 128GB',
          '6.5インチ120Hz画面、5000万画素カメラ、2日もつ5000mAhバッテリー。SIMフリー、デュアルSIM。',
        ],
        [
          'Nova 6 스마트폰 128GB',
          '6.5인치 120Hz 화면, 5000만 화소 카메라, 이틀 가는 5000mAh 배터리. 자급제, 듀얼 SIM.',
        ],
        [
          'สมาร์ตโฟน Nova 6 ความจุ 128GB',
          'จอ 6.5 นิ้ว 120Hz กล้อง 50MP แบต 5000 mAh อยู่ได้ 2 วัน เครื่องศูนย์ไม่ล็อกซิม ใช้ได้ 2 ซิม',
        ],
      ),
      item(
        'phonecase',
        14.99,
        0,
        468,
        [
          'Clear Shockproof Phone Case',
          'A clear case with air-cushioned corners that stays clear and does not yellow, for the Nova 6.',
        ],
        ['透明防摔手机壳', '四角气囊防摔，长久透明不发黄，适用于 Nova 6。'],
        ['クリア 耐衝撃スマホケース', '四隅にエアクッション、黄ばみにくい透明ケース。Nova 6用。'],
        [
          '투명 충격 방지 폰케이스',
          '네 모서리 에어쿠션, 누렇게 변하지 않는 투명 케이스. Nova 6용.',
        ],
        ['เคสโทรศัพท์ใสกันกระแทก', 'เคสใสมุมกันกระแทกแบบเบาะลม ใสนานไม่เหลือง สำหรับ Nova 6'],
      ),
      item(
        'earbuds',
        39,
        0,
        291,
        [
          'True Wireless Earbuds',
          'Light earbuds with clear sound, 7 hours of music and 28 with the case, and splash resistance for workouts.',
        ],
        [
          '真无线蓝牙耳机',
          '轻巧耳塞，音质清晰，单次听歌 7 小时，配合充电盒 28 小时，防汗防溅适合运动。',
        ],
        [
          '完全ワイヤレスイヤホン',
          '軽くてクリアな音。音楽再生7時間、ケース込みで28時間、運動にも安心の防滴仕様。',
        ],
        [
          '완전 무선 이어폰',
          '가볍고 깨끗한 소리. 음악 7시간, 케이스 포함 28시간, 운동할 때도 좋은 생활 방수.',
        ],
        [
          'หูฟังไร้สายแบบ True Wireless',
          'หูฟังเบา เสียงใส ฟังเพลงได้ 7 ชั่วโมง รวมกล่องชาร์จ 28 ชั่วโมง กันน้ำกระเซ็นเหมาะกับออกกำลังกาย',
        ],
      ),
      item(
        'watch',
        149,
        0,
        83,
        [
          'Pulse Fitness Smartwatch',
          'An AMOLED watch with GPS, heart rate and sleep tracking, and a battery that lasts ten days.',
        ],
        ['Pulse 运动智能手表', 'AMOLED 屏幕，内置 GPS，心率与睡眠监测，续航十天。'],
        [
          'Pulse フィットネス スマートウォッチ',
          'AMOLED画面、GPS、心拍と睡眠の記録、10日間もつバッテリー。',
        ],
        ['Pulse 피트니스 스마트워치', 'AMOLED 화면, GPS, 심박·수면 기록, 10일 가는 배터리.'],
        ['สมาร์ตวอทช์ฟิตเนส Pulse', 'จอ AMOLED มี GPS วัดชีพจรและติดตามการนอน แบตอยู่ได้ 10 วัน'],
      ),
      item(
        'charger',
        19.99,
        0,
        342,
        [
          '30 W USB-C Fast Charger',
          'A small GaN charger that fills a phone to half in about 25 minutes and also charges a tablet.',
        ],
        ['30W USB-C 快充充电器', '小巧氮化镓充电器，约 25 分钟充至一半，平板也能充。'],
        [
          '30W USB-C 急速充電器',
          'スマホを約25分で半分まで充電できる小型GaN充電器。タブレットにも。',
        ],
        [
          '30W USB-C 고속 충전기',
          '휴대폰을 약 25분 만에 절반까지 채우는 소형 GaN 충전기. 태블릿도 충전합니다.',
        ],
        ['หัวชาร์จเร็ว USB-C 30W', 'หัวชาร์จ GaN ขนาดเล็ก ชาร์จมือถือได้ครึ่งหนึ่งในราว 25 นาที ชาร์จแท็บเล็ตได้ด้วย'],
      ),
      item(
        'phone',
        649,
        0,
        41,
        [
          'Nova 6 Pro Smartphone, 256 GB',
          'A 6.7-inch OLED screen, a triple camera with 3x zoom, wireless charging and five years of updates.',
        ],
        [
          'Nova 6 Pro 智能手机 256GB',
          '6.7 英寸 OLED 屏幕，三摄含 3 倍光学变焦，支持无线充电，五年系统更新。',
        ],
        [
          'Nova 6 Pro スマートフォン 256GB',
          '6.7インチ有機EL、3倍ズームのトリプルカメラ、ワイヤレス充電、5年間のアップデート。',
        ],
        [
          'Nova 6 Pro 스마트폰 256GB',
          '6.7인치 OLED 화면, 3배 줌 트리플 카메라, 무선 충전, 5년 업데이트.',
        ],
        [
          'สมาร์ตโฟน Nova 6 Pro ความจุ 256GB',
          'จอ OLED 6.7 นิ้ว กล้องสามตัวซูม 3 เท่า ชาร์จไร้สาย อัปเดตซอฟต์แวร์ 5 ปี',
        ],
      ),
      item(
        'phonecase',
        24,
        0,
        127,
        [
          'Leather Wallet Phone Case',
          'A folio case of real leather with three card slots and a cover that wakes the screen. For the Nova 6 Pro.',
        ],
        ['真皮钱包式手机壳', '真皮翻盖，三个卡槽，翻开自动亮屏，适用于 Nova 6 Pro。'],
        [
          'レザー 手帳型スマホケース',
          'カードポケット3つ、開くと画面が点く本革の手帳型。Nova 6 Pro用。',
        ],
        [
          '가죽 지갑형 폰케이스',
          '카드 슬롯 3개, 열면 화면이 켜지는 천연 가죽 폴리오 케이스. Nova 6 Pro용.',
        ],
        [
          'เคสหนังแบบกระเป๋าสตางค์',
          'เคสหนังแท้แบบฝาพับ มีช่องใส่บัตร 3 ช่อง เปิดฝาแล้วหน้าจอติดเอง สำหรับ Nova 6 Pro',
        ],
      ),
      item(
        'earbuds',
        129,
        149,
        52,
        [
          'Noise-Cancelling Earbuds Pro',
          'Adaptive noise cancelling, a transparency mode, wireless charging and six microphones for calls in the wind.',
        ],
        ['降噪耳机 Pro', '自适应降噪，通透模式，支持无线充电，六麦克风大风中通话也清楚。'],
        [
          'ノイズキャンセリングイヤホン Pro',
          'アダプティブノイズキャンセリング、外音取り込み、ワイヤレス充電、風の中でも通話できるマイク6基。',
        ],
        [
          '노이즈 캔슬링 이어폰 Pro',
          '적응형 노이즈 캔슬링, 주변음 모드, 무선 충전, 바람 속 통화를 위한 마이크 6개.',
        ],
        [
          'หูฟังตัดเสียงรบกวน Pro',
          'ตัดเสียงรบกวนแบบปรับตัวได้ โหมดฟังเสียงภายนอก ชาร์จไร้สาย ไมค์ 6 ตัวคุยโทรศัพท์ท่ามกลางลมได้ชัด',
        ],
      ),
      item(
        'watch',
        249,
        0,
        27,
        [
          'Pulse Pro Smartwatch, Titanium',
          'A titanium smartwatch with a sapphire glass, offline maps, a compass and contactless payments.',
        ],
        ['Pulse Pro 钛金属智能手表', '钛合金表壳，蓝宝石镜面，离线地图、指南针和非接触支付。'],
        [
          'Pulse Pro スマートウォッチ チタン',
          'チタンケースとサファイアガラス。オフライン地図、コンパス、タッチ決済に対応。',
        ],
        [
          'Pulse Pro 스마트워치 티타늄',
          '티타늄 케이스와 사파이어 글라스. 오프라인 지도, 나침반, 비접촉 결제.',
        ],
        [
          'สมาร์ตวอทช์ Pulse Pro ไทเทเนียม',
          'ตัวเรือนไทเทเนียม กระจกแซฟไฟร์ มีแผนที่ออฟไลน์ เข็มทิศ และจ่ายเงินแบบไร้สัมผัส',
        ],
      ),
      item(
        'charger',
        35,
        0,
        96,
        [
          '3-in-1 Wireless Charging Stand',
          'Charges a phone, a watch and earbuds at once on one stand, with the cable and plug in the box.',
        ],
        ['三合一无线充电支架', '一个支架同时为手机、手表和耳机充电，盒内附线和插头。'],
        [
          '3-in-1 ワイヤレス充電スタンド',
          'スマホ、ウォッチ、イヤホンを1台で同時に充電。ケーブルとアダプター付き。',
        ],
        [
          '3-in-1 무선 충전 스탠드',
          '휴대폰, 워치, 이어폰을 하나의 스탠드에서 동시에 충전. 케이블과 어댑터 포함.',
        ],
        ['แท่นชาร์จไร้สาย 3 in 1', 'ชาร์จมือถือ นาฬิกา และหูฟังพร้อมกันบนแท่นเดียว มีสายและหัวปลั๊กในกล่อง'],
      ),
      item(
        'phone',
        189,
        0,
        69,
        [
          'Nova 5 Lite Smartphone, 64 GB',
          'An easy first phone with a 6.1-inch screen, a good 13 MP camera and large, simple menus.',
        ],
        ['Nova 5 Lite 智能手机 64GB', '入门友好，6.1 英寸屏幕，1300 万像素相机，菜单大而简单。'],
        [
          'Nova 5 Lite スマートフォン 64GB',
          'はじめての一台に。6.1インチ画面、よく撮れる1300万画素カメラ、大きくわかりやすいメニュー。',
        ],
        [
          'Nova 5 Lite 스마트폰 64GB',
          '첫 휴대폰으로 쉬운 6.1인치 화면, 잘 찍히는 1300만 화소 카메라, 크고 단순한 메뉴.',
        ],
        [
          'สมาร์ตโฟน Nova 5 Lite ความจุ 64GB',
          'มือถือเครื่องแรกที่ใช้ง่าย จอ 6.1 นิ้ว กล้อง 13MP ถ่ายดี เมนูใหญ่เข้าใจง่าย',
        ],
      ),
      item(
        'phonecase',
        19,
        0,
        84,
        [
          'Silicone Phone Case with Strap',
          'A soft-touch silicone case with a wrist strap and a raised edge around the camera. For the Nova 5 Lite.',
        ],
        ['硅胶手机壳 附腕带', '亲肤硅胶，附腕带，镜头四周加高保护，适用于 Nova 5 Lite。'],
        [
          'シリコン スマホケース ストラップ付き',
          'しっとりした手ざわりのシリコン。ハンドストラップとカメラまわりの縁の高さで保護。Nova 5 Lite用。',
        ],
        [
          '실리콘 폰케이스 스트랩 포함',
          '부드러운 실리콘 케이스에 손목 스트랩, 카메라 둘레 테두리를 높여 보호합니다. Nova 5 Lite용.',
        ],
        ['เคสซิลิโคน พร้อมสายคล้องมือ', 'เคสซิลิโคนผิวนุ่ม มีสายคล้องข้อมือ และขอบยกสูงรอบกล้อง สำหรับ Nova 5 Lite'],
      ),
      item(
        'earbuds',
        59,
        0,
        108,
        [
          'Open-Ear Sports Earbuds',
          'Hooks that hold firm while running and leave the ears open to hear traffic. Eight hours per charge.',
        ],
        ['开放式运动耳机', '耳挂跑步不掉，耳道开放可听见路况，一次充电八小时。'],
        [
          'オープンイヤー スポーツイヤホン',
          '走っても外れないフックで、耳をふさがず周りの音が聞こえます。1回の充電で8時間。',
        ],
        [
          '오픈형 스포츠 이어폰',
          '달려도 빠지지 않는 고리, 귀를 막지 않아 주변 소리가 들립니다. 한 번 충전에 8시간.',
        ],
        ['หูฟังออกกำลังกายแบบเปิดหู', 'ตะขอเกี่ยวหูแน่นขณะวิ่ง ไม่ปิดรูหูจึงได้ยินเสียงรถ ใช้งานได้ 8 ชั่วโมงต่อการชาร์จ'],
      ),
    ],
  },
  {
    key: 'toys',
    name: 'Toys',
    kinds: [
      ['Kite', 'kite'],
      ['Teddy Bear', 'bear'],
      ['Building Blocks', 'blocks'],
      ['Remote Control Car', 'car'],
      ['Robot Kit', 'robot'],
      ['Puzzle Cube', 'cube'],
    ],
    products: [
      item(
        'kite',
        19,
        0,
        143,
        [
          'Rainbow Delta Kite for Kids',
          'A 1.2 m kite that flies in a light breeze, with 50 m of line on a handle. Ages 5 and up.',
        ],
        ['儿童彩虹三角风筝', '1.2 米三角风筝，微风即可起飞，附 50 米线轮，适合 5 岁以上。'],
        [
          'キッズ レインボー デルタカイト',
          'そよ風でも揚がる1.2mの凧。ハンドル付き50mの糸入り、5歳から。',
        ],
        [
          '어린이 무지개 델타 연',
          '약한 바람에도 뜨는 1.2m 연. 손잡이에 감긴 50m 줄 포함, 5세 이상.',
        ],
        [
          'ว่าวสามเหลี่ยมสีรุ้งสำหรับเด็ก',
          'ว่าวขนาด 1.2 ม. ขึ้นได้แม้ลมอ่อน มีสายยาว 50 ม. พร้อมด้ามจับ สำหรับเด็ก 5 ขวบขึ้นไป',
        ],
      ),
      item(
        'bear',
        22,
        0,
        238,
        [
          'Classic Teddy Bear, 35 cm',
          'A soft bear with stitched eyes and nose, safe from birth and washable at 30 °C.',
        ],
        ['经典泰迪熊 35 厘米', '柔软毛绒，眼睛鼻子均为刺绣，新生儿可用，可 30°C 水洗。'],
        [
          'クラシック テディベア 35cm',
          '目と鼻が刺しゅうのやわらかいクマ。0歳から安心、30℃で洗えます。',
        ],
        [
          '클래식 테디베어 35cm',
          '눈과 코를 수놓은 부드러운 곰 인형. 신생아부터 안전하고 30°C 세탁 가능.',
        ],
        ['ตุ๊กตาหมีเท็ดดี้คลาสสิก 35 ซม.', 'ตุ๊กตาหมีนุ่มนิ่ม ตาและจมูกเป็นงานปัก ปลอดภัยตั้งแต่แรกเกิด ซักได้ที่ 30 °C'],
      ),
      item(
        'blocks',
        29,
        35,
        167,
        [
          'Wooden Building Blocks, 100 Pieces',
          'Beech wood blocks in ten shapes and water-based colours, in a cotton bag. Ages 2 and up.',
        ],
        ['木制积木 100 块', '山毛榉木，十种形状，水性漆上色，棉布袋收纳，适合 2 岁以上。'],
        ['木製つみき 100ピース', '10種類の形のブナ材つみき。水性塗料仕上げ、綿の袋入り、2歳から。'],
        [
          '원목 블록 100피스',
          '열 가지 모양의 너도밤나무 블록, 수성 도료, 면 주머니 포함. 2세 이상.',
        ],
        ['บล็อกไม้ตัวต่อ 100 ชิ้น', 'บล็อกไม้บีช 10 รูปทรง ทาสีสูตรน้ำ บรรจุถุงผ้าฝ้าย สำหรับเด็ก 2 ขวบขึ้นไป'],
      ),
      item(
        'car',
        45,
        0,
        94,
        [
          'Off-Road Remote Control Car',
          'A 1:18 off-road car with four-wheel drive, 25 km/h and two batteries for 40 minutes of play.',
        ],
        ['越野遥控车', '1:18 四驱越野车，时速 25 公里，附两块电池可玩 40 分钟。'],
        ['オフロード ラジコンカー', '1/18スケールの四駆で時速25km。バッテリー2個で40分遊べます。'],
        [
          '오프로드 RC카',
          '1:18 사륜구동 오프로드 차, 시속 25km, 배터리 2개로 40분 놀 수 있습니다.',
        ],
        ['รถบังคับวิทยุออฟโรด', 'รถออฟโรดสเกล 1:18 ขับเคลื่อนสี่ล้อ วิ่งได้ 25 กม./ชม. แบต 2 ก้อนเล่นได้ 40 นาที'],
      ),
      item(
        'robot',
        59,
        0,
        71,
        [
          'Build-Your-Own Robot Kit',
          'Build five robots from one kit and program them with coloured cards or a tablet app. Ages 8 and up.',
        ],
        ['自组装机器人套件', '一套可拼出五种机器人，用彩色卡片或平板 App 编程，适合 8 岁以上。'],
        [
          '組み立てロボットキット',
          '1つのキットで5種類のロボットが作れ、カラーカードやタブレットのアプリでプログラムできます。8歳から。',
        ],
        [
          '조립 로봇 키트',
          '키트 하나로 로봇 다섯 가지를 만들고 색깔 카드나 태블릿 앱으로 코딩합니다. 8세 이상.',
        ],
        [
          'ชุดประกอบหุ่นยนต์',
          'ประกอบหุ่นยนต์ได้ 5 แบบจากชุดเดียว เขียนโปรแกรมด้วยการ์ดสีหรือแอปบนแท็บเล็ต สำหรับเด็ก 8 ขวบขึ้นไป',
        ],
      ),
      item(
        'cube',
        9.9,
        0,
        356,
        [
          'Speed Puzzle Cube 3x3',
          'A smooth magnetic 3x3 cube that turns quickly without popping, with a stand and a solving guide.',
        ],
        ['3 阶竞速魔方', '磁力定位，转动顺滑不爆块，附底座和还原教程。'],
        [
          'スピードキューブ 3×3',
          '磁石入りでなめらかに速く回り、はずれにくい3×3キューブ。スタンドと解き方ガイド付き。',
        ],
        [
          '스피드 큐브 3x3',
          '자석이 들어 있어 빠르고 부드럽게 돌아가고 잘 튀지 않는 3x3 큐브. 받침대와 풀이 가이드 포함.',
        ],
        ['รูบิกสปีด 3x3', 'รูบิก 3x3 มีแม่เหล็ก หมุนลื่นเร็วไม่หลุด มาพร้อมฐานวางและคู่มือวิธีแก้'],
      ),
      item(
        'kite',
        34,
        0,
        38,
        [
          'Dual-Line Stunt Kite',
          'A 1.4 m sport kite with two lines for loops and dives, in a bag with wrist straps.',
        ],
        ['双线特技风筝', '1.4 米运动风筝，双线操控可翻转俯冲，附腕带和收纳袋。'],
        [
          '2ライン スタントカイト',
          '2本の糸で宙返りやダイブができる1.4mのスポーツカイト。リストストラップと袋付き。',
        ],
        [
          '2줄 스턴트 연',
          '두 줄로 공중회전과 급강하를 하는 1.4m 스포츠 연. 손목 스트랩과 가방 포함.',
        ],
        ['ว่าวผาดโผนสองสาย', 'ว่าวกีฬา 1.4 ม. บังคับสองสายให้ตีลังกาและดิ่งได้ มีสายรัดข้อมือและถุงใส่'],
      ),
      item(
        'bear',
        36,
        0,
        62,
        [
          'Giant Plush Bear, 80 cm',
          'A huge cuddly bear to sit on the bed or the sofa, with a ribbon and extra-soft fur.',
        ],
        ['超大毛绒熊 80 厘米', '超大抱抱熊，可以坐在床上或沙发上，系蝴蝶结，毛超柔软。'],
        [
          'ジャンボ ぬいぐるみクマ 80cm',
          'ベッドやソファに座らせる大きなクマ。リボン付きで、とびきりやわらかい毛並み。',
        ],
        [
          '대형 곰 인형 80cm',
          '침대나 소파에 앉혀 두는 커다란 곰 인형. 리본이 달려 있고 털이 아주 부드럽습니다.',
        ],
        ['ตุ๊กตาหมีตัวใหญ่ 80 ซม.', 'ตุ๊กตาหมีตัวโตไว้นั่งบนเตียงหรือโซฟา ผูกโบ ขนนุ่มพิเศษ'],
      ),
      item(
        'blocks',
        64,
        0,
        46,
        [
          'Brick Building Set, City Fire Station',
          'A 620-piece set that builds a fire station with a truck, a ladder that turns and four figures. Ages 7 and up.',
        ],
        [
          '拼砌积木 城市消防局',
          '620 块，拼出消防局、消防车、可旋转云梯和四个小人，适合 7 岁以上。',
        ],
        [
          'ブロック組み立てセット 街の消防署',
          '620ピースで消防署、消防車、回るはしご、フィギュア4体を作れます。7歳から。',
        ],
        [
          '브릭 조립 세트 도시 소방서',
          '620피스로 소방서, 소방차, 도는 사다리, 피규어 4개를 만듭니다. 7세 이상.',
        ],
        [
          'ตัวต่อบริก ชุดสถานีดับเพลิง',
          'ตัวต่อ 620 ชิ้น ประกอบเป็นสถานีดับเพลิง รถดับเพลิง บันไดหมุนได้ และตุ๊กตา 4 ตัว สำหรับเด็ก 7 ขวบขึ้นไป',
        ],
      ),
      item(
        'car',
        79,
        89,
        27,
        [
          'Rock Crawler RC Truck, Waterproof',
          'A 1:12 crawler with big tyres and waterproof electronics that climbs over rocks, mud and puddles.',
        ],
        ['防水攀爬遥控卡车', '1:12 攀爬车，大轮胎，电子部件防水，岩石、泥地和水坑都能过。'],
        [
          'ロッククローラー RCトラック 防水',
          '大きなタイヤと防水電子部品の1/12クローラー。岩も泥も水たまりも越えていきます。',
        ],
        [
          '락 크롤러 RC 트럭 방수',
          '큰 타이어와 방수 전자부품의 1:12 크롤러. 바위, 진흙, 물웅덩이를 넘습니다.',
        ],
        ['รถบรรทุกบังคับไต่หิน กันน้ำ', 'รถไต่หินสเกล 1:12 ล้อใหญ่ ระบบไฟฟ้ากันน้ำ ปีนได้ทั้งหิน โคลน และแอ่งน้ำ'],
      ),
      item(
        'robot',
        99,
        0,
        19,
        [
          'Coding Robot with App',
          'A ready-built robot that follows lines, dodges walls and learns block coding step by step in 40 lessons.',
        ],
        ['编程机器人 附 App', '开箱即用，能巡线、避障，40 节课循序渐进学积木编程。'],
        [
          'アプリで動く プログラミングロボット',
          '組み立て済みで、線をたどり壁をよけます。40のレッスンでブロックプログラミングを一歩ずつ。',
        ],
        [
          '앱 코딩 로봇',
          '완성형 로봇이 선을 따라가고 벽을 피합니다. 40개 수업으로 블록 코딩을 차근차근.',
        ],
        [
          'หุ่นยนต์สอนเขียนโค้ด พร้อมแอป',
          'หุ่นยนต์ประกอบเสร็จ เดินตามเส้น หลบกำแพง และเรียนโค้ดแบบบล็อกทีละขั้นใน 40 บทเรียน',
        ],
      ),
      item(
        'cube',
        16,
        0,
        88,
        [
          'Puzzle Cube Set, 2x2, 3x3 and 4x4',
          'Three cubes from easy to hard in one box, for a family that likes a challenge.',
        ],
        ['魔方套装 二阶 三阶 四阶', '从易到难三只魔方一盒装，适合爱挑战的一家人。'],
        [
          'パズルキューブセット 2×2・3×3・4×4',
          'やさしいものから難しいものまで3個入り。挑戦好きな家族に。',
        ],
        [
          '큐브 세트 2x2, 3x3, 4x4',
          '쉬운 것부터 어려운 것까지 세 개가 한 상자에. 도전을 좋아하는 가족에게.',
        ],
        ['ชุดรูบิก 2x2, 3x3 และ 4x4', 'รูบิก 3 ลูกจากง่ายไปยากในกล่องเดียว สำหรับครอบครัวที่ชอบความท้าทาย'],
      ),
      item(
        'kite',
        12,
        0,
        57,
        [
          'Pocket Kite with Carry Pouch',
          'A small nylon kite that packs into a pouch the size of a fist, for the beach and the park.',
        ],
        ['口袋风筝 附收纳袋', '尼龙小风筝，可收进拳头大小的袋子，去海边公园都方便。'],
        [
          'ポケットカイト 収納ポーチ付き',
          'こぶし大のポーチにしまえる小さなナイロン凧。海や公園に。',
        ],
        ['포켓 연 파우치 포함', '주먹만 한 파우치에 들어가는 작은 나일론 연. 해변과 공원에서.'],
        ['ว่าวพกพา พร้อมถุงใส่', 'ว่าวไนลอนขนาดเล็ก พับเก็บในถุงขนาดเท่ากำปั้น พกไปชายหาดและสวนสาธารณะได้'],
      ),
    ],
  },
];

export const MERCHANT_WORDS: MerchantWords[] = [
  {
    name: {
      en: 'Pixel Harbor',
      'zh-CN': '像素港数码',
      ri: 'ピクセルハーバー',
      han: '픽셀하버',
      tai: 'พิกเซลฮาร์เบอร์',
    },
    description: {
      en: 'Laptops, keyboards and screens, each tested before it ships.',
      'zh-CN': '笔记本电脑、键盘与显示器，每件发货前都经过检测。',
      ri: 'ノートPC、キーボード、モニター。どれも発送前に検品しています。',
      han: '노트북, 키보드, 모니터. 모두 발송 전에 검수합니다.',
      tai: 'แล็ปท็อป คีย์บอร์ด และจอภาพ ทุกชิ้นผ่านการตรวจเช็กก่อนส่ง',
    },
    sells: 'computer',
  },
  {
    name: {
      en: 'Volt & Spark',
      'zh-CN': '伏特火花小家电',
      ri: 'ボルト＆スパーク',
      han: '볼트앤스파크',
      tai: 'โวลต์แอนด์สปาร์ก',
    },
    description: {
      en: 'Small home appliances with a two-year warranty.',
      'zh-CN': '小家电，全部享受两年保修。',
      ri: '2年保証つきの小型家電。',
      han: '2년 보증의 소형 가전.',
      tai: 'เครื่องใช้ไฟฟ้าขนาดเล็ก รับประกันสองปี',
    },
    sells: 'electrical',
  },
  {
    name: {
      en: 'Trailhead Supply',
      'zh-CN': '步道补给站',
      ri: 'トレイルヘッド・サプライ',
      han: '트레일헤드 서플라이',
      tai: 'เทรลเฮด ซัพพลาย',
    },
    description: {
      en: 'Tents, packs and boots we have slept in and walked in ourselves.',
      'zh-CN': '帐篷、背包和登山鞋，都是我们自己睡过、走过的。',
      ri: '自分たちで泊まり、歩いて確かめたテント、ザック、登山靴。',
      han: '저희가 직접 자 보고 걸어 본 텐트, 배낭, 등산화.',
      tai: 'เต็นท์ เป้ และรองเท้าที่เราเคยนอนและเดินเองมาแล้ว',
    },
    sells: 'outdoors',
  },
  {
    name: {
      en: 'Cosy Nest',
      'zh-CN': '暖巢家居',
      ri: 'コージーネスト',
      han: '코지네스트',
      tai: 'โคซี่เนสต์',
    },
    description: {
      en: 'Cookware, towels and the small things that make a home.',
      'zh-CN': '锅具、毛巾，和让家更像家的小物件。',
      ri: '鍋やタオル、暮らしを心地よくする小物。',
      han: '냄비, 수건, 집을 집답게 만드는 작은 물건들.',
      tai: 'เครื่องครัว ผ้าขนหนู และของชิ้นเล็กที่ทำให้บ้านน่าอยู่',
    },
    sells: 'family_life',
  },
  {
    name: {
      en: 'Green Leaf Wellness',
      'zh-CN': '绿叶健康',
      ri: 'グリーンリーフ・ウェルネス',
      han: '그린리프 웰니스',
      tai: 'กรีนลีฟ เวลเนส',
    },
    description: {
      en: 'Fitness gear and everyday health care.',
      'zh-CN': '健身器材与日常健康护理用品。',
      ri: 'フィットネス用品と毎日のヘルスケア。',
      han: '운동용품과 매일의 건강 관리.',
      tai: 'อุปกรณ์ฟิตเนสและของดูแลสุขภาพประจำวัน',
    },
    sells: 'health',
  },
  {
    name: {
      en: 'Tailor Street',
      'zh-CN': '裁缝街男装',
      ri: 'テーラーストリート',
      han: '테일러 스트리트',
      tai: 'เทเลอร์ สตรีท',
    },
    description: {
      en: "Men's basics in cotton, linen and denim, cut to fit.",
      'zh-CN': '棉、麻、牛仔男装基本款，版型合身。',
      ri: 'コットン、リネン、デニムのメンズベーシック。体に合うシルエットで。',
      han: '면, 린넨, 데님으로 만든 잘 맞는 남성 기본 아이템.',
      tai: 'เสื้อผ้าผู้ชายพื้นฐานจากฝ้าย ลินิน และยีนส์ ตัดเย็บให้พอดีตัว',
    },
    sells: 'mens_clothing',
  },
  {
    name: {
      en: 'Maison Lune',
      'zh-CN': '月之屋女装',
      ri: 'メゾン・リュンヌ',
      han: '메종 륀',
      tai: 'เมซง ลูน',
    },
    description: {
      en: "Women's clothing and bags from small ateliers.",
      'zh-CN': '来自小型工作室的女装与包袋。',
      ri: '小さなアトリエから届くレディースウェアとバッグ。',
      han: '작은 아틀리에에서 만든 여성 의류와 가방.',
      tai: 'เสื้อผ้าและกระเป๋าผู้หญิงจากห้องเสื้อเล็กๆ',
    },
    sells: 'womens_clothing',
  },
  {
    name: {
      en: 'Snack Atlas',
      'zh-CN': '零食地图',
      ri: 'スナックアトラス',
      han: '스낵 아틀라스',
      tai: 'สแน็ก แอตลาส',
    },
    description: {
      en: 'Coffee, tea and pantry food from small producers around the world.',
      'zh-CN': '来自世界各地小生产者的咖啡、茶和食品。',
      ri: '世界の小さな生産者から届くコーヒー、お茶、食品。',
      han: '세계 곳곳 작은 생산자의 커피, 차, 식료품.',
      tai: 'กาแฟ ชา และอาหารแห้งจากผู้ผลิตรายเล็กทั่วโลก',
    },
    sells: 'food',
  },
  {
    name: {
      en: 'Hello Mobile',
      'zh-CN': '你好手机',
      ri: 'ハローモバイル',
      han: '헬로 모바일',
      tai: 'เฮลโล โมบาย',
    },
    description: {
      en: 'Unlocked phones and accessories with a one-year warranty.',
      'zh-CN': '无锁手机与配件，享一年保修。',
      ri: 'SIMフリースマホとアクセサリー、1年保証つき。',
      han: '자급제 휴대폰과 액세서리, 1년 보증.',
      tai: 'มือถือไม่ล็อกซิมและอุปกรณ์เสริม รับประกันหนึ่งปี',
    },
    sells: 'mobile_phone',
  },
  {
    name: {
      en: 'Toy Planet',
      'zh-CN': '玩具星球',
      ri: 'トイプラネット',
      han: '토이 플래닛',
      tai: 'ทอย แพลนเน็ต',
    },
    description: {
      en: 'Toys and games for every age, safety tested.',
      'zh-CN': '适合各个年龄的玩具和游戏，均通过安全检测。',
      ri: 'あらゆる年齢のおもちゃとゲーム。安全検査済み。',
      han: '모든 나이를 위한 장난감과 게임, 안전 검사 완료.',
      tai: 'ของเล่นและเกมสำหรับทุกวัย ผ่านการทดสอบความปลอดภัย',
    },
    sells: 'toys',
  },
];

/**
 * The home board's banners: a campaign each, with the texts of server texts `homeBanners.<key>`
 * (a headline, a line and a call to action), its picture (a shop's banner drawing) and the route it
 * leads to. A campaign about a shop names it (`{{shop}}`) and goes when the shop does.
 */
export const HOME_BANNERS: readonly {
  key: 'welcome' | 'trail' | 'desk';
  image: number;
  link: string;
  merchantId?: number;
}[] = [
  { key: 'welcome', image: 7, link: '/explore' },
  { key: 'trail', image: 3, link: '/shop/3', merchantId: 3 },
  { key: 'desk', image: 1, link: '/shop/1', merchantId: 1 },
];

/**
 * The platform's contact details (About the platform): reserved, so nobody is reached by mistake.
 * `.test` is reserved for testing (RFC 2606); 020 7946 0000 to 0999 is Ofcom's range for drama.
 */
export const PLATFORM_CONTACT = {
  email: 'support@storefront.test',
  phone: '+44 20 7946 0321',
  address: 'Storefront Ltd, 27 Harbour Row, London E14 9TS, United Kingdom',
} as const;

/** Every kind of product with its drawing, the longest noun first. */
const KINDS: [string, string][] = CATEGORY_WORDS.flatMap((words) => words.kinds).sort(
  (a, b) => b[0].length - a[0].length,
);

/** The drawing of each seeded product, by its English name. */
const ART_BY_NAME: ReadonlyMap<string, string> = new Map(
  CATEGORY_WORDS.flatMap((words) =>
    words.products.map((product) => [product.name.en, product.art] as const),
  ),
);

/** Nouns of earlier seeds' names ("Pro Kite", "Smart Wireless Mouse"), for stores they filled. */
const EARLIER_NOUNS: [string, string][] = [
  ['Mechanical Keyboard', 'keyboard'],
  ['Wireless Mouse', 'mouse'],
  ['Gaming Headset', 'headset'],
  ['Wi-Fi Router', 'router'],
  ['Electric Kettle', 'kettle'],
  ['Table Fan', 'fan'],
  ['Hiking Backpack', 'backpack'],
  ['Camping Lantern', 'lantern'],
  ['Cookware Pot', 'pot'],
  ['Bath Towel Set', 'towels'],
  ['Scented Candle', 'candle'],
  ['Electric Toothbrush', 'toothbrush'],
  ['Dumbbell Pair', 'dumbbell'],
  ['Oxford Shirt', 'shirt'],
  ['Cargo Shorts', 'shorts'],
  ['Summer Dress', 'dress'],
  ['Pleated Skirt', 'skirt'],
  ['Handbag', 'handbag'],
  ['Ankle Boots', 'ankleboot'],
  ['Silk Scarf', 'scarf'],
  ['Coffee Beans', 'coffee'],
  ['Wildflower Honey', 'honey'],
  ['Dark Chocolate', 'chocolate'],
  ['Green Tea', 'tea'],
  ['Ramen Noodles', 'noodles'],
  ['Phone Case', 'phonecase'],
  ['Wireless Earbuds', 'earbuds'],
  ['Fast Charger', 'charger'],
  ['Plush Bear', 'bear'],
  ['Remote Car', 'car'],
  ['Magic Cube', 'cube'],
];

/**
 * The drawing of a product by its English name: the seed's own products by name, any other by the
 * kind its name holds ("… Tent" -> tent, as earlier seeds named them); undefined if none.
 */
export function artOfProductName(name: string): string | undefined {
  const seeded = ART_BY_NAME.get(name);
  if (seeded) return seeded;
  const lower = name.toLowerCase();
  return [...KINDS, ...EARLIER_NOUNS]
    .sort((a, b) => b[0].length - a[0].length)
    .find(([noun]) => lower.includes(noun.toLowerCase()))?.[1];
}

/** The drawings that stand for a category: its first three product kinds. */
export function artsOfCategory(key: string): string[] {
  return (CATEGORY_WORDS.find((words) => words.key === key)?.kinds ?? [])
    .slice(0, 3)
    .map(([, art]) => art);
}

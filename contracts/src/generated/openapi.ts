// Generated from contracts/openapi.yaml by `npm run generate -w contracts`. Do not edit.
export type paths = {
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with e-mail and password
         * @description The answer carries the session token in `data.userinfo.token`, and sets the `Admin-Token` cookie and the device cookie `sf_device` (HttpOnly, SameSite=Lax, path `/api/user/login`, 30 days; see the guessing limits in the API's description). Past 10 failed logins of the account from this client, or 20 of any accounts, in 15 minutes: HTTP 429 with `Retry-After`, even for the right password. Past 20 failed logins of the account in 15 minutes, or 50 in the shop in 5 minutes, a login without the account's device cookie is answered after a wait (0.25 s doubling to at most 5 s), never refused for it. The browser's device cookie of the account exempts it from all of these until 10 failures with that cookie.
         */
        post: operations["userLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and log in
         * @description The answer has the same shape as the login answer (and sets the same cookies). A taken e-mail is refused as such, so at most 20 registrations per client an hour are answered, taken or not: past them HTTP 429 with `Retry-After`.
         */
        post: operations["userRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getUserInfo": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The signed-in shopper's profile, balance and language */
        get: operations["userGetUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session (the token stops working) */
        post: operations["userLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the profile (nickname, avatar, mobile number)
         * @description Only the fields sent change. The answer is the updated profile.
         */
        post: operations["userProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resetpwd": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the login password
         * @description Needs the old password. On success every session of the shopper ends (the client clears its session and goes to /login). A wrong old password counts as a failed login of the account: past the login limit (10 in 15 minutes) the change answers 429 like the login.
         */
        post: operations["userResetPwd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/resetPay": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set or change the payment code
         * @description The payment code is digits only, at least 6. When it is set for the first time `old_pay_password` is empty or absent; when changing it the old one is required.
         */
        post: operations["userResetPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/pay_password_status": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the payment code is set
         * @description The change-payment-code screen asks for the old code only when one is set.
         */
        get: operations["userPayPasswordStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/verify_pay": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a payment code before a payment
         * @description A wrong code answers `code 0` with the reason; a right one answers `data.verified` true.
         */
        post: operations["userVerifyPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/forgot_send_code": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a one-time code by e-mail to reset a forgotten password
         * @description The code has 6 digits and is valid for 10 minutes; a new code for the same address can be asked for from the same client after 60 seconds, at most 3 an hour (5 an hour for any addresses). An earlier code stays valid. The answer is the same whether or not the e-mail belongs to an account.
         */
        post: operations["userForgotSendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/forgot_reset": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a forgotten password with the e-mailed code
         * @description On success every session of the account ends, every other code of the address dies, and the device cookie `sf_device` is set (this browser proved it reads the account's mail). The code is checked against the live codes this client asked for and the address's 3 newest; a wrong code counts as a try of each. At most 10 resets per client in 15 minutes: past them HTTP 429 with `Retry-After`.
         */
        post: operations["userForgotReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/language_list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The five UI languages */
        get: operations["userLanguageList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/set_language": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Save the shopper's language
         * @description The saved language is used for `msg` when a call comes without a `lang` header.
         */
        get: operations["userSetLanguage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/order_list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's orders, newest first, by status tab */
        get: operations["userOrderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getBlockchain": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The deposit addresses to recharge to, one per network
         * @description Unsupported networks (DEX, BSC, HECO) are never listed. Bank and card recharges use the pseudo networks `BANK` and `CARD`, whose address is the account to pay to.
         */
        get: operations["userGetBlockchain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/recharge": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declare a recharge with its payment evidence (audited before it is credited)
         * @description The network must be the network of the chosen deposit address; DEX, BSC and HECO are refused. The record starts as auditing (0); the balance grows when it passes (1).
         */
        post: operations["userRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/rechargeCard": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a recharge by card (charged at once, credited without audit)
         * @description The card is checked (number with its Luhn check digit, Visa or Mastercard, expiry MM/YY not in the past, CVC of 3 or 4 digits, the holder's name) and charged at once: the record is passed (1) and the balance grows. Neither the full number nor the CVC is stored or echoed: the record's address names the brand and the last four digits ("Visa •••• 4242"), its network is `CARD` and its evidence is empty. At most 5 card top-ups are credited to a shopper in any 24 hours, together at most 5,000.00; past either a refusal says so (and how much may still be added). A declined card (the test numbers 4000 0000 0000 0002 and 4000 0000 0000 9995, or the next card after `POST /__mock/cards/decline-next` on the mock) is refused with the reason; nothing is charged, recorded or credited.
         */
        post: operations["userRechargeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/recharge_log": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Recharge records, newest first */
        get: operations["userRechargeLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/extract": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** What the withdraw form needs (balance, fee, limits, last bank card) */
        get: operations["userExtractInfo"];
        put?: never;
        /**
         * Ask to withdraw funds to a bank card (audited)
         * @description The amount leaves the balance at once (held) and the record starts as auditing (0); a refused withdrawal (2) gives the amount back. The service charge is `fee_percent` of the amount, rounded to the cent; the actual arrival is the amount minus the charge.
         */
        post: operations["userExtract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/extract_log": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Withdraw records, newest first */
        get: operations["userExtractLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/bill": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Fund records (every balance movement), newest first
         * @description Each record's `remark` is written in the shopper's language (the `lang` header rule, as `msg`), naming the order, recharge or withdrawal by its serial; asking again in another language gives the same records with their remarks in that one.
         */
        get: operations["userBill"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/help_support": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Help and support articles, in the shopper's language */
        get: operations["userHelpSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/law": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Law and policies, in the shopper's language */
        get: operations["userLaw"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/complain": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complain about a shop or an order
         * @description Give `mer_id`, or `order_id` (the order's shop is then the target), or both.
         */
        post: operations["userComplain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/address_list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's addresses, the default first */
        get: operations["userAddressList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/address_add": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an address, or edit one when `id` is given
         * @description The first address becomes the default. `is_default: true` makes this one the default and the others not.
         */
        post: operations["userAddressAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/address": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** One address, to edit it */
        get: operations["userAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/address_set_default": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an address the default */
        post: operations["userAddressSetDefault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/address_del": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Delete an address
         * @description Deleting the default makes the newest remaining address the default.
         */
        get: operations["userAddressDel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/category": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The product categories */
        get: operations["indexCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/index": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The home board (banners, notices, categories, recommended products) */
        get: operations["indexIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/product": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Products, filtered by category, shop, price range and keyword, sorted and paged
         * @description `keyword` matches the product name or its shop's name, without regard to case. Every filter is optional. `min_price`/`max_price` are inclusive.
         */
        get: operations["indexProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/hot_product": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Hot products (best sellers first), paged */
        get: operations["indexHotProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/index/hot_merchant": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Hot shops (the home board asks page 1, limit 8) */
        get: operations["indexHotMerchant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/detail": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * One product with its shop
         * @description Open to guests. With a valid token `is_favourite` tells whether the shopper keeps it; for a guest it is false. An unknown id answers `code 0`.
         */
        get: operations["productDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/reviews": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** A product's reviews, newest first */
        get: operations["productReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourite/add": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a product as a favourite (idempotent) */
        post: operations["favouriteAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourite/remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop keeping a product as a favourite (idempotent) */
        post: operations["favouriteRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourite/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The favourite products, last added first */
        get: operations["favouriteList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/detail": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * One shop
         * @description Open to guests. With a valid token `is_followed` tells whether the shopper follows it; for a guest it is false. An unknown id answers `code 0`.
         */
        get: operations["shopDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/products": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** A shop's products, sorted and paged */
        get: operations["shopProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/search": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Shops whose name contains the keyword (without regard to case) */
        get: operations["shopSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/follow": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a shop (idempotent) */
        post: operations["shopFollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/unfollow": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop following a shop (idempotent) */
        post: operations["shopUnfollow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shop/followed": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shops the shopper follows, last followed first */
        get: operations["shopFollowed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/platform/info": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Platform information (name, contacts, currency) */
        get: operations["platformInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/complaint/platform": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complain about the platform, or suggest something */
        post: operations["complaintPlatform"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The cart, grouped by shop, with the selected total */
        get: operations["cartList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/add": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a product in the cart (adds to the quantity of the same product)
         * @description The line is selected. The quantity never exceeds the stock (refused otherwise).
         */
        post: operations["cartAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/change": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the quantity of a cart line */
        post: operations["cartChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/select": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Select or unselect cart lines, a whole shop, or everything
         * @description Exactly one of `cart_ids`, `mer_id` or `all` says what to (un)select.
         */
        post: operations["cartSelect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/remove": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove cart lines */
        post: operations["cartRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/preview": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checkout preview of the selected cart lines, per shop, with freight, promo code and totals
         * @description Without `address_id` the default address is used (null when there is none). No selected line answers `code 0` (items must be selected first). An unknown or expired promo code does not fail the preview: `promo.valid` is false with the reason in `promo.message`. Freight is per shop: 5.00 USD, free when the shop's goods total is at least 99.00 USD. With `items` the preview holds exactly those products and quantities instead of the selected cart lines.
         */
        post: operations["orderPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/create": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create orders from the selected cart lines, one order per shop
         * @description The orders start as waiting pay (0) and the lines leave the cart. An invalid promo code is refused here (`code 0`). The stock is held until the order is paid or cancelled. With `items` the orders hold exactly those products and quantities and the cart is left as it was.
         */
        post: operations["orderCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/pay": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay orders from the balance with the payment code
         * @description All or nothing: every order must be the shopper's and waiting pay, the code right and the balance enough for the sum, else nothing is paid (`code 0` with the reason). Paid orders become waiting deliver (1).
         */
        post: operations["orderPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/cancel": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel an order waiting pay (status becomes -1) */
        post: operations["orderCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/confirm": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an order received (delivered 2 becomes received 3) */
        post: operations["orderConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/detail": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** One order with its address, amounts, logistics timeline and refund */
        get: operations["orderDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/refund/apply": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply for a refund of a paid order (one application per order)
         * @description Allowed for orders waiting deliver, delivered, received or completed. The amount is at least 0.01 (a refund of 0 is refused and uses nothing up) and at most what was paid for the order. The order's `refund_status` becomes `drawing_back` and its status -4 (in after-sale); a second application for the same order is refused.
         */
        post: operations["refundApply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/add": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a received order (once per order)
         * @description The order must be received (3) or completed (4) and not yet reviewed. The review is published on every product of the order; the order becomes completed (4).
         */
        post: operations["reviewAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/list": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** The shopper's notifications, newest first, with the unread count */
        get: operations["notificationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/read": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read (some, or all) */
        post: operations["notificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/image": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one image (JPEG, PNG, WebP or GIF, at most 5 MB); answers its URL
         * @description multipart/form-data with one part named `file`. The type is checked from the file's bytes, not its name. A file that is not one of these images, or a request without a file, answers HTTP 200 `code 0` with the reason; a file above 5 MB answers HTTP 413 with the reason. A picture is refused when its decoded type differs from its first bytes, when it declares more than 40 megapixels (or a side above 65,535), when it carries markup (`<html`, `<script`, `<svg`, `<!doctype`, `<iframe`, `<body`, `<object`, `<embed`, any case) after its header, or when its multipart body is malformed (HTTP 400). The URL is a path on the same host (`/uploads/u/<32 hex digits>.<ext>`, 128 random bits): a capability, shown to whoever has it, without a cookie or token.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/login": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /** Register the shopper with the chat service; `data.status` 200 means ok */
        get: operations["chatLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/getWebSocketUrl": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * The chat connection data (uid, chat token, socket address)
         * @description `ws_url` is derived by the server from the request's host and scheme (`ws://` or `wss://`), path `/ws`. The chat token is the one to put in CONNECT.
         */
        get: operations["chatGetWebSocketUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/getRecentConversation": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Sync the shopper's conversations (WuKongIM conversation sync)
         * @description Conversations changed after `version` (0: all), each with up to `msg_count` recent messages, newest conversation first, and the unread total over all conversations.
         */
        get: operations["chatGetRecentConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/getChannelMessage": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sync a channel's messages between two sequence numbers (WuKongIM channel message sync)
         * @description `pull_mode` 0 pulls down (older than `start_message_seq`, or from the newest when it is 0), 1 pulls up (newer than `start_message_seq`). `end_message_seq` 0 means no bound. Messages are in ascending `message_seq`; `more` is 1 when more messages lie beyond.
         */
        post: operations["chatGetChannelMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/setUnread": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a conversation's unread count (0 when the shopper reads it) */
        post: operations["chatSetUnread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/deleteRecentConversation": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a conversation from the shopper's list (its messages stay) */
        post: operations["chatDeleteRecentConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/syncMessageExtra": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Message extras (read counts, revokes, edits) changed after a version, at most 100 */
        post: operations["chatSyncMessageExtra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/channelInfo": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * A channel's title, logo and presence (online, last offline)
         * @description For a shop's channel (`m<mer_id>`) the title and logo are the shop's.
         */
        get: operations["chatChannelInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/syncSubscribers": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A channel's subscribers changed after a version */
        post: operations["chatSyncSubscribers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/syncConversationExtra": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Conversation extras (browse position, draft) changed after the max version the client has */
        post: operations["chatSyncConversationExtra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/syncReminders": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reminders (mentions, join requests) changed after the max version the client has */
        post: operations["chatSyncReminders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/reminderDone": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark reminders done */
        post: operations["chatReminderDone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/messageRead": {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read receipts for messages of a channel
         * @description The senders' messages get `readed` 1 and their `extra_version` moves on.
         */
        post: operations["chatMessageRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description A refused request. `msg` is shown to the shopper as is, in the shopper's language. */
        Failure: {
            /** @constant */
            code: 0;
            msg: string;
            data: null;
        };
        Id: number;
        Count: number;
        /** @description Unix time in seconds. */
        Timestamp: number;
        /**
         * @description An amount in USD, two decimals.
         * @example 12.50
         */
        Money: string;
        /**
         * @description A balance movement in USD, two decimals, negative when money leaves the balance.
         * @example -12.50
         */
        SignedMoney: string;
        /**
         * @description An amount the shopper types, in USD, at most two decimals, at most 1,000,000.00. Its value rules (not empty, a number, the bounds) answer a refusal (`code: 0`) naming the broken rule, such as "The amount must be at most 1,000,000.00", not HTTP 400.
         * @example 100
         * @example 12.5
         */
        AmountInput: string;
        /**
         * @description An amount typed by the shopper, in USD, at most two decimals.
         * @example 12.5
         */
        MoneyInput: string;
        /** @description An average score from 0.00 to 5.00. */
        Rating: string;
        Score: number;
        /** @description An absolute URL or a path on the same host; empty when there is none. */
        Url: string;
        /** @description The URL of an uploaded image (from uploadImage). */
        ImageUrl: string;
        /** Format: email */
        Email: string;
        /**
         * @description en English, zh-CN Chinese, ri Japanese, han Korean, tai Thai.
         * @enum {string}
         */
        LanguageCode: "en" | "zh-CN" | "ri" | "han" | "tai";
        /**
         * @description 0 waiting pay, 1 waiting deliver, 2 delivered, 3 received, 4 completed (reviewed), -1 cancelled, -4 in after-sale (a refund was applied for).
         * @enum {integer}
         */
        OrderStatus: 0 | 1 | 2 | 3 | 4 | -1 | -4;
        /**
         * @description none (no refund), drawing_back (refund in progress), refunded.
         * @enum {string}
         */
        RefundStatus: "none" | "drawing_back" | "refunded";
        /**
         * @description 0 auditing, 1 passed, 2 refused.
         * @enum {integer}
         */
        AuditStatus: 0 | 1 | 2;
        /**
         * @description recharge (credited after audit), withdraw (held when asked), withdraw_return (a refused withdrawal given back), order_pay, refund.
         * @enum {string}
         */
        BillType: "recharge" | "withdraw" | "withdraw_return" | "order_pay" | "refund";
        /**
         * @description chain (blockchain transfer), bank (bank transfer), card (card payment).
         * @enum {string}
         */
        RechargeMethod: "chain" | "bank" | "card";
        /** @description A chat channel id. A shopper's uid is `u<user id>`, a shop's customer service `m<mer_id>`; a person channel with a shop has the shop's id as `channel_id`. */
        ChannelId: string;
        /** @description WuKongIM channel type. A shopper's chat with a shop is a person channel (1) whose `channel_id` is the shop's uid `m<mer_id>`. */
        ChannelType: number;
        /**
         * @description A stable category key the client can translate.
         * @enum {string}
         */
        CategoryKey: "computer" | "electrical" | "outdoors" | "family_life" | "health" | "mens_clothing" | "womens_clothing" | "food" | "mobile_phone" | "toys";
        LoginRequest: {
            /** @description The e-mail address. */
            account: string;
            password: string;
        };
        RegisterRequest: {
            email: string;
            password: string;
            confirm_password: string;
            nickname?: string;
            mobile?: string;
        };
        ProfileRequest: {
            nickname?: string;
            avatar?: components["schemas"]["Url"];
            mobile?: string;
        };
        ChangePasswordRequest: {
            old_password: string;
            new_password: string;
            confirm_password: string;
        };
        ChangePayPasswordRequest: {
            /** @description Empty or absent when setting the first code. */
            old_pay_password?: string;
            new_pay_password: string;
            confirm_pay_password: string;
        };
        VerifyPayRequest: {
            pay_password: string;
        };
        ForgotSendCodeRequest: {
            email: string;
        };
        ForgotResetRequest: {
            email: string;
            code: string;
            new_password: string;
            confirm_password: string;
        };
        RechargeRequest: {
            method: components["schemas"]["RechargeMethod"];
            network: string;
            address: string;
            amount: components["schemas"]["AmountInput"];
            /** @description URL of the uploaded payment evidence. */
            evidence: string;
        };
        CardRechargeRequest: {
            amount: components["schemas"]["AmountInput"];
            /** @description The card number; spaces and dashes allowed. */
            card_number: string;
            /** @description MM/YY. */
            expiry: string;
            cvc: string;
            /** @description The name on the card. */
            holder: string;
        };
        WithdrawRequest: {
            amount: components["schemas"]["AmountInput"];
            bank_card: string;
            bank_name: string;
        };
        AddressRequest: {
            id?: components["schemas"]["Id"];
            addressee: string;
            mobile: string;
            area: string;
            detail: string;
            /** @description A short label: a preset's key (`home`, `work`, `school`) or the shopper's own words. A preset's name in any of the five languages ("Home", "บ้าน", "家") is stored as its key. */
            tag: string;
            is_default?: boolean;
        };
        IdRequest: {
            id: components["schemas"]["Id"];
        };
        IdsRequest: {
            ids: components["schemas"]["Id"][];
        };
        ProductIdRequest: {
            product_id: components["schemas"]["Id"];
        };
        MerIdRequest: {
            mer_id: components["schemas"]["Id"];
        };
        ComplaintRequest: {
            mer_id?: components["schemas"]["Id"];
            order_id?: components["schemas"]["Id"];
            content: string;
            /** @description Proof images (uploaded first). */
            certificate: components["schemas"]["ImageUrl"][];
        } | unknown | unknown;
        PlatformComplaintRequest: {
            content: string;
            certificate: components["schemas"]["ImageUrl"][];
        };
        CartAddRequest: {
            product_id: components["schemas"]["Id"];
            quantity: number;
            /**
             * @description This line becomes the only selected line of the cart. The storefront's "Buy now" no longer uses it: it checks out with `items` (order/preview, order/create), which leaves the cart as it was.
             * @default false
             */
            buy_now: boolean;
        };
        CartChangeRequest: {
            cart_id: components["schemas"]["Id"];
            quantity: number;
        };
        CartSelectRequest: {
            cart_ids: components["schemas"]["Id"][];
            selected: boolean;
        } | {
            mer_id: components["schemas"]["Id"];
            selected: boolean;
        } | {
            /** @constant */
            all: true;
            selected: boolean;
        };
        CartIdsRequest: {
            cart_ids: components["schemas"]["Id"][];
        };
        CheckoutRequest: {
            address_id?: components["schemas"]["Id"];
            promo_code?: string;
            items?: components["schemas"]["DirectItems"];
        };
        OrderCreateRequest: {
            address_id: components["schemas"]["Id"];
            promo_code?: string;
            remark?: string;
            items?: components["schemas"]["DirectItems"];
        };
        /** @description Products to check out directly ("Buy now", "Buy again"), instead of the selected cart lines: the cart is neither read nor changed. A product named twice counts once with the quantities added. */
        DirectItems: {
            product_id: components["schemas"]["Id"];
            quantity: number;
        }[];
        OrderPayRequest: {
            order_ids: components["schemas"]["Id"][];
            pay_password: string;
        };
        RefundRequest: {
            order_id: components["schemas"]["Id"];
            /** @description The products concerned; absent means the whole order. */
            product_ids?: components["schemas"]["Id"][];
            type: components["schemas"]["RefundType"];
            amount: components["schemas"]["AmountInput"];
            product_status: components["schemas"]["ProductStatus"];
            reason: string;
            explanation: string;
            proof: components["schemas"]["ImageUrl"][];
        };
        /**
         * @description no_return (refund only), return_and_refund (send the goods back, then refund).
         * @enum {string}
         */
        RefundType: "no_return" | "return_and_refund";
        /** @enum {string} */
        ProductStatus: "not_received" | "received";
        ReviewRequest: {
            order_id: components["schemas"]["Id"];
            content: string;
            product_score: components["schemas"]["Score"];
            service_score: components["schemas"]["Score"];
            postage_score: components["schemas"]["Score"];
            pictures?: components["schemas"]["ImageUrl"][];
        };
        NotificationReadRequest: {
            ids: components["schemas"]["Id"][];
        } | {
            /** @constant */
            all: true;
        };
        UploadImageRequest: {
            /** @description the image */
            file: string;
        };
        ChannelRequest: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
        };
        ChannelMessageRequest: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            start_message_seq: number;
            end_message_seq: number;
            limit: number;
            /**
             * @description 0 down (older), 1 up (newer).
             * @enum {integer}
             */
            pull_mode: 0 | 1;
        };
        SetUnreadRequest: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            unread: number;
        };
        MessageExtraSyncRequest: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            extra_version: number;
            limit: number;
        };
        SubscriberSyncRequest: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            version: number;
            /** @default 100 */
            limit: number;
        };
        VersionRequest: {
            version: number;
        };
        ReminderSyncRequest: {
            version: number;
            /** @default 100 */
            limit: number;
            channel_ids?: components["schemas"]["ChannelId"][];
        };
        MessageReadRequest: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            /** @description Message ids as decimal strings (they are 64-bit). */
            message_ids: string[];
        };
        LoginSession: {
            userinfo: {
                id: components["schemas"]["Id"];
                email: components["schemas"]["Email"];
                nickname: string;
                avatar: components["schemas"]["Url"];
                token: string;
                /** @description Seconds the token stays valid. */
                expires_in: number;
            };
        };
        Language: {
            /** @description The name in the language itself. */
            language_name: string;
            /** @description The name in Chinese. */
            chinese_name: string;
            file_name: components["schemas"]["LanguageCode"];
        };
        UserInfo: {
            id: components["schemas"]["Id"];
            email: components["schemas"]["Email"];
            nickname: string;
            avatar: components["schemas"]["Url"];
            /** @description Empty when not given. */
            mobile: string;
            money: components["schemas"]["Money"];
            /** @description Withdrawals waiting for their audit. */
            frozen_money: components["schemas"]["Money"];
            pay_password_set: boolean;
            lang: components["schemas"]["Language"];
            created_at: components["schemas"]["Timestamp"];
        };
        PayPasswordStatus: {
            is_set: boolean;
        };
        PayVerification: {
            /** @constant */
            verified: true;
        };
        CodeSent: {
            /** @description Seconds the code stays valid. */
            expires_in: number;
            /** @description Seconds before another code can be sent. */
            resend_in: number;
        };
        Article: {
            id: components["schemas"]["Id"];
            title: string;
            /** @description Plain text; paragraphs separated by blank lines. */
            content: string;
        };
        DepositAddress: {
            id: components["schemas"]["Id"];
            method: components["schemas"]["RechargeMethod"];
            /** @description e.g. TRC20, ERC20; BANK or CARD for those methods. */
            network: string;
            /** @description e.g. USDT, or USD. */
            coin: string;
            address: string;
            min_amount: components["schemas"]["Money"];
        };
        RechargeRecord: {
            id: components["schemas"]["Id"];
            /** @description The recharge's serial (RC then 8 digits), as the fund records name it. */
            sn: string;
            method: components["schemas"]["RechargeMethod"];
            network: string;
            address: string;
            amount: components["schemas"]["Money"];
            /** @description The URL of the uploaded payment evidence; empty for a card payment. */
            evidence: string;
            status: components["schemas"]["AuditStatus"];
            /** @description The staff's note on the decision (the reason of a refusal, or a word on an approval), empty without one. Stock phrases (such as the welcome credit) are in the shopper's language; a note the staff typed is shown as typed. */
            remark: string;
            created_at: components["schemas"]["Timestamp"];
        };
        RechargeRecordPage: {
            list: components["schemas"]["RechargeRecord"][];
            total: components["schemas"]["Count"];
            page: components["schemas"]["Id"];
            limit: components["schemas"]["Id"];
        };
        WithdrawInfo: {
            balance: components["schemas"]["Money"];
            /** @description The service charge in percent of the amount ("1.00" is 1 %). */
            fee_percent: components["schemas"]["Money"];
            min_amount: components["schemas"]["Money"];
            /** @description Of the last withdrawal; empty before the first. */
            bank_name: string;
            /** @description The card of the last withdrawal as its brand and last four digits ("UnionPay •••• 2233"); empty before the first. The full number is never kept: sent back as `bank_card` of `userExtract`, this text names that card again. */
            bank_card: string;
        };
        WithdrawRecord: {
            id: components["schemas"]["Id"];
            /**
             * @description Where the money goes: a bank card.
             * @enum {string}
             */
            type: "bank";
            amount: components["schemas"]["Money"];
            service_charge: components["schemas"]["Money"];
            actual_arrival: components["schemas"]["Money"];
            bank_name: string;
            /** @description The card as its brand and last four digits ("UnionPay •••• 2233", "Visa •••• 4242"; "Card" for a number of no known brand): the full number is neither kept nor answered. */
            bank_card: string;
            status: components["schemas"]["AuditStatus"];
            /** @description The staff's note on the decision (the reason of a refusal, or a word on an approval), empty without one. Stock phrases (such as the welcome credit) are in the shopper's language; a note the staff typed is shown as typed. */
            remark: string;
            created_at: components["schemas"]["Timestamp"];
        };
        WithdrawRecordPage: {
            list: components["schemas"]["WithdrawRecord"][];
            total: components["schemas"]["Count"];
            page: components["schemas"]["Id"];
            limit: components["schemas"]["Id"];
        };
        BillRecord: {
            id: components["schemas"]["Id"];
            type: components["schemas"]["BillType"];
            amount: components["schemas"]["SignedMoney"];
            /** @description The balance after this movement. */
            balance: components["schemas"]["Money"];
            /**
             * @description What the movement was, in the shopper's language (the `lang` header rule), with the serial of its order, recharge or withdrawal: "Order 202611210001", "Refund of order 202611210001", "Recharge RC00000002", "Withdrawal WD00000001", "Withdrawal WD00000001 refused" in English; "订单 202611210001" in Chinese. The amount is in `amount`. Ready to show as it is; the client does not translate it.
             * @example Order 202611210001
             * @example 订单 202611210001
             * @example คำสั่งซื้อ 202611210001
             */
            remark: string;
            created_at: components["schemas"]["Timestamp"];
        };
        BillPage: {
            list: components["schemas"]["BillRecord"][];
            total: components["schemas"]["Count"];
            page: components["schemas"]["Id"];
            limit: components["schemas"]["Id"];
        };
        Address: {
            id: components["schemas"]["Id"];
            addressee: string;
            mobile: string;
            /** @description Country, region and city. */
            area: string;
            /** @description Street, number, floor. */
            detail: string;
            /** @description A preset tag by its key (`home`, `work`, `school`), which the client shows in the reader's language, or the shopper's own words as typed. A preset's name in any of the five languages is stored as its key. */
            tag: string;
            is_default: boolean;
        };
        /** @description The address as it was when the order was created. */
        AddressSnapshot: {
            addressee: string;
            mobile: string;
            area: string;
            detail: string;
        };
        Category: {
            id: components["schemas"]["Id"];
            key: components["schemas"]["CategoryKey"];
            /** @description In the shopper's language. */
            name: string;
            icon: components["schemas"]["Url"];
        };
        /** @description A campaign of the home board: a picture with a headline, a line of text and a call to action that leads to `link`, the words in the shopper's language. */
        Banner: {
            id: components["schemas"]["Id"];
            image: components["schemas"]["ImageUrl"];
            /** @description A route of the web app; empty for none. */
            link: string;
            /** @description The headline, in the shopper's language. */
            title: string;
            /** @description A line under the headline, in the shopper's language. */
            text: string;
            /** @description The call to action's label, in the shopper's language; empty without a link. */
            action: string;
        };
        ProductCard: {
            id: components["schemas"]["Id"];
            mer_id: components["schemas"]["Id"];
            category_id: components["schemas"]["Id"];
            /** @description In the shopper's language (the `lang` header). */
            name: string;
            image: components["schemas"]["ImageUrl"];
            price: components["schemas"]["Money"];
            /** @description The price before the discount; equal to `price` when there is none. */
            original_price: components["schemas"]["Money"];
            sales: components["schemas"]["Count"];
            stock: components["schemas"]["Count"];
        };
        ProductPage: {
            list: components["schemas"]["ProductCard"][];
            total: components["schemas"]["Count"];
            page: components["schemas"]["Id"];
            limit: components["schemas"]["Id"];
        };
        ProductDetail: {
            id: components["schemas"]["Id"];
            mer_id: components["schemas"]["Id"];
            category_id: components["schemas"]["Id"];
            /** @description In the shopper's language (the `lang` header). */
            name: string;
            image: components["schemas"]["ImageUrl"];
            images: components["schemas"]["ImageUrl"][];
            /** @description In the shopper's language. */
            description: string;
            price: components["schemas"]["Money"];
            original_price: components["schemas"]["Money"];
            sales: components["schemas"]["Count"];
            stock: components["schemas"]["Count"];
            rating: components["schemas"]["Rating"];
            review_count: components["schemas"]["Count"];
            is_favourite: boolean;
            shop: components["schemas"]["ShopCard"];
        };
        Review: {
            id: components["schemas"]["Id"];
            product_id: components["schemas"]["Id"];
            order_id: components["schemas"]["Id"];
            nickname: string;
            avatar: components["schemas"]["Url"];
            content: string;
            product_score: components["schemas"]["Score"];
            service_score: components["schemas"]["Score"];
            postage_score: components["schemas"]["Score"];
            pictures: components["schemas"]["ImageUrl"][];
            created_at: components["schemas"]["Timestamp"];
        };
        ReviewPage: {
            list: components["schemas"]["Review"][];
            total: components["schemas"]["Count"];
            page: components["schemas"]["Id"];
            limit: components["schemas"]["Id"];
        };
        ShopCard: {
            id: components["schemas"]["Id"];
            /** @description In the shopper's language. */
            name: string;
            logo: components["schemas"]["ImageUrl"];
            /** @description The shop's slogan, in the shopper's language. */
            description: string;
            rating: components["schemas"]["Rating"];
            product_count: components["schemas"]["Count"];
            follower_count: components["schemas"]["Count"];
            sales: components["schemas"]["Count"];
        };
        ShopDetail: {
            id: components["schemas"]["Id"];
            /** @description In the shopper's language. */
            name: string;
            logo: components["schemas"]["ImageUrl"];
            banner: components["schemas"]["Url"];
            /** @description In the shopper's language. */
            description: string;
            rating: components["schemas"]["Rating"];
            product_count: components["schemas"]["Count"];
            follower_count: components["schemas"]["Count"];
            sales: components["schemas"]["Count"];
            is_followed: boolean;
            created_at: components["schemas"]["Timestamp"];
        };
        ShopPage: {
            list: components["schemas"]["ShopCard"][];
            total: components["schemas"]["Count"];
            page: components["schemas"]["Id"];
            limit: components["schemas"]["Id"];
        };
        HomeBoard: {
            banners: components["schemas"]["Banner"][];
            /** @description In the shopper's language. */
            notices: string[];
            categories: components["schemas"]["Category"][];
            recommended: components["schemas"]["ProductCard"][];
        };
        PlatformInfo: {
            name: string;
            logo: components["schemas"]["Url"];
            /** @description In the shopper's language. */
            description: string;
            email: components["schemas"]["Email"];
            phone: string;
            address: string;
            /** @description In the shopper's language. */
            service_hours: string;
            /** @constant */
            currency: "USD";
        };
        CartItem: {
            cart_id: components["schemas"]["Id"];
            product_id: components["schemas"]["Id"];
            /** @description In the shopper's language. */
            name: string;
            image: components["schemas"]["ImageUrl"];
            price: components["schemas"]["Money"];
            quantity: number;
            subtotal: components["schemas"]["Money"];
            stock: components["schemas"]["Count"];
            selected: boolean;
        };
        CartShop: {
            mer_id: components["schemas"]["Id"];
            /** @description In the shopper's language. */
            mer_name: string;
            mer_logo: components["schemas"]["Url"];
            /** @description True when every line of the shop is selected. */
            selected: boolean;
            items: components["schemas"]["CartItem"][];
        };
        Cart: {
            shops: components["schemas"]["CartShop"][];
            /** @description Sum of the quantities. */
            count: components["schemas"]["Count"];
            selected_count: components["schemas"]["Count"];
            selected_total: components["schemas"]["Money"];
        };
        CheckoutItem: {
            /** @description The cart line; absent for items checked out directly (`items`). */
            cart_id?: components["schemas"]["Id"];
            product_id: components["schemas"]["Id"];
            /** @description In the shopper's language. */
            name: string;
            image: components["schemas"]["ImageUrl"];
            price: components["schemas"]["Money"];
            quantity: number;
            subtotal: components["schemas"]["Money"];
        };
        CheckoutShop: {
            mer_id: components["schemas"]["Id"];
            mer_name: string;
            items: components["schemas"]["CheckoutItem"][];
            goods_total: components["schemas"]["Money"];
            freight: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
        };
        PromoResult: {
            code: string;
            valid: boolean;
            discount: components["schemas"]["Money"];
            /** @description Why the code does not apply; empty when valid. */
            message: string;
        };
        CheckoutPreview: {
            address: components["schemas"]["Address"] | null;
            shops: components["schemas"]["CheckoutShop"][];
            goods_total: components["schemas"]["Money"];
            freight: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            promo: components["schemas"]["PromoResult"] | null;
            balance: components["schemas"]["Money"];
        };
        OrderBrief: {
            id: components["schemas"]["Id"];
            sn: components["schemas"]["OrderSn"];
            mer_id: components["schemas"]["Id"];
            status: components["schemas"]["OrderStatus"];
            total: components["schemas"]["Money"];
        };
        /** @description The order serial shown to the shopper (date then a counter). */
        OrderSn: string;
        OrdersCreated: {
            orders: components["schemas"]["OrderBrief"][];
            total: components["schemas"]["Money"];
        };
        OrdersPaid: {
            orders: components["schemas"]["OrderBrief"][];
            paid: components["schemas"]["Money"];
            balance: components["schemas"]["Money"];
        };
        OrderItem: {
            product_id: components["schemas"]["Id"];
            /** @description The product's name when ordered, in the shopper's language while the product still carries it. */
            name: string;
            image: components["schemas"]["ImageUrl"];
            price: components["schemas"]["Money"];
            quantity: number;
            subtotal: components["schemas"]["Money"];
        };
        OrderSummary: {
            id: components["schemas"]["Id"];
            sn: components["schemas"]["OrderSn"];
            mer_id: components["schemas"]["Id"];
            mer_name: string;
            mer_logo: components["schemas"]["Url"];
            status: components["schemas"]["OrderStatus"];
            refund_status: components["schemas"]["RefundStatus"];
            items: components["schemas"]["OrderItem"][];
            quantity: number;
            goods_total: components["schemas"]["Money"];
            freight: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            reviewed: boolean;
            created_at: components["schemas"]["Timestamp"];
        };
        OrderPage: {
            list: components["schemas"]["OrderSummary"][];
            total: components["schemas"]["Count"];
            page: components["schemas"]["Id"];
            limit: components["schemas"]["Id"];
        };
        LogisticsEvent: {
            time: components["schemas"]["Timestamp"];
            status: components["schemas"]["OrderStatus"];
            /** @description In the shopper's language. */
            description: string;
        };
        OrderDetail: {
            id: components["schemas"]["Id"];
            sn: components["schemas"]["OrderSn"];
            mer_id: components["schemas"]["Id"];
            mer_name: string;
            mer_logo: components["schemas"]["Url"];
            status: components["schemas"]["OrderStatus"];
            refund_status: components["schemas"]["RefundStatus"];
            items: components["schemas"]["OrderItem"][];
            quantity: number;
            goods_total: components["schemas"]["Money"];
            freight: components["schemas"]["Money"];
            discount: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            reviewed: boolean;
            created_at: components["schemas"]["Timestamp"];
            /** @description Empty when none was used. */
            promo_code: string;
            remark: string;
            address: components["schemas"]["AddressSnapshot"];
            paid_at: components["schemas"]["Timestamp"] | null;
            /** @description The timeline, newest first. */
            logistics: components["schemas"]["LogisticsEvent"][];
            /** @description Empty before shipping. */
            tracking_no: string;
            refund: components["schemas"]["Refund"] | null;
        };
        Refund: {
            id: components["schemas"]["Id"];
            order_id: components["schemas"]["Id"];
            product_ids: components["schemas"]["Id"][];
            type: components["schemas"]["RefundType"];
            amount: components["schemas"]["Money"];
            product_status: components["schemas"]["ProductStatus"];
            reason: string;
            explanation: string;
            proof: components["schemas"]["ImageUrl"][];
            status: components["schemas"]["AuditStatus"];
            created_at: components["schemas"]["Timestamp"];
        };
        Complaint: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            target: "shop" | "platform";
            mer_id: components["schemas"]["Id"] | null;
            order_id: components["schemas"]["Id"] | null;
            content: string;
            certificate: components["schemas"]["ImageUrl"][];
            /**
             * @description 0 waiting for an answer, 1 handled.
             * @enum {integer}
             */
            status: 0 | 1;
            created_at: components["schemas"]["Timestamp"];
        };
        Notification: {
            id: components["schemas"]["Id"];
            /** @enum {string} */
            type: "order" | "wallet" | "refund" | "system";
            title: string;
            content: string;
            /** @description A route of the web app to open; empty for none. */
            link: string;
            is_read: boolean;
            created_at: components["schemas"]["Timestamp"];
        };
        NotificationPage: {
            list: components["schemas"]["Notification"][];
            total: components["schemas"]["Count"];
            page: components["schemas"]["Id"];
            limit: components["schemas"]["Id"];
            unread: components["schemas"]["Count"];
        };
        UnreadCount: {
            unread: components["schemas"]["Count"];
        };
        UploadedImage: {
            url: components["schemas"]["ImageUrl"];
            /** @description Bytes. */
            size: number;
            /** @enum {string} */
            mime: "image/jpeg" | "image/png" | "image/webp" | "image/gif";
            width: number;
            height: number;
        };
        ChatLogin: {
            /**
             * @description 200 means the chat account is ready.
             * @constant
             */
            status: 200;
            uid: components["schemas"]["ChannelId"];
        };
        ChatConnection: {
            uid: components["schemas"]["ChannelId"];
            token: string;
            ws_url: string;
        };
        ChatMessageHeader: {
            /** @enum {integer} */
            no_persist: 0 | 1;
            /** @enum {integer} */
            red_dot: 0 | 1;
            /** @enum {integer} */
            sync_once: 0 | 1;
        };
        ChatMessage: {
            header: components["schemas"]["ChatMessageHeader"];
            setting: number;
            message_id: number;
            message_idstr: string;
            client_msg_no: string;
            message_seq: number;
            from_uid: components["schemas"]["ChannelId"];
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            expire: number;
            timestamp: components["schemas"]["Timestamp"];
            /** @description The message content (JSON with a `type` number), base64-encoded. */
            payload: string;
        };
        Conversation: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            unread: components["schemas"]["Count"];
            timestamp: components["schemas"]["Timestamp"];
            last_msg_seq: number;
            last_client_msg_no: string;
            offset_msg_seq: number;
            version: number;
            recents: components["schemas"]["ChatMessage"][];
        };
        ConversationSync: {
            conversations: components["schemas"]["Conversation"][];
            unread_total: components["schemas"]["Count"];
        };
        ChannelMessages: {
            start_message_seq: number;
            end_message_seq: number;
            /** @enum {integer} */
            pull_mode: 0 | 1;
            /** @enum {integer} */
            more: 0 | 1;
            messages: components["schemas"]["ChatMessage"][];
        };
        MessageExtra: {
            message_id: number;
            message_id_str: string;
            message_seq: number;
            /** @enum {integer} */
            revoke: 0 | 1;
            revoker: string;
            /** @enum {integer} */
            readed: 0 | 1;
            readed_count: components["schemas"]["Count"];
            unread_count: components["schemas"]["Count"];
            readed_at: components["schemas"]["Timestamp"];
            /** @enum {integer} */
            is_mutual_deleted: 0 | 1;
            /** @description The edited content (JSON, base64), null when never edited. */
            content_edit: string | null;
            edited_at: components["schemas"]["Timestamp"];
            extra_version: number;
        };
        ChannelInfo: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            title: string;
            logo: components["schemas"]["Url"];
            mer_id: components["schemas"]["Id"] | null;
            online: boolean;
            /** @description When the channel owner was last seen; 0 when never. */
            last_offline: components["schemas"]["Timestamp"];
        };
        Subscriber: {
            uid: components["schemas"]["ChannelId"];
            name: string;
            avatar: components["schemas"]["Url"];
            /**
             * @description 0 shopper, 1 customer service.
             * @enum {integer}
             */
            role: 0 | 1;
            version: number;
            /** @enum {integer} */
            is_deleted: 0 | 1;
        };
        ConversationExtra: {
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            browse_to: number;
            keep_message_seq: number;
            keep_offset_y: number;
            draft: string;
            version: number;
        };
        Reminder: {
            id: components["schemas"]["Id"];
            channel_id: components["schemas"]["ChannelId"];
            channel_type: components["schemas"]["ChannelType"];
            message_seq: number;
            message_id: string;
            /**
             * @description 1 mention me, 2 apply to join.
             * @enum {integer}
             */
            reminder_type: 1 | 2;
            uid: components["schemas"]["ChannelId"];
            text: string;
            data: Record<string, never> | null;
            /** @enum {integer} */
            is_locate: 0 | 1;
            version: number;
            /** @enum {integer} */
            done: 0 | 1;
        };
    };
    responses: {
        /** @description done (`data` null), or a refusal with its reason */
        Done: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 1,
                 *       "msg": "Done",
                 *       "data": null
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    code: 1;
                    msg: string;
                    data: null;
                } | components["schemas"]["Failure"];
            };
        };
        /** @description the request does not match the contract; `msg` says which field and why */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "body/product_id must be an integer",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description the token is missing, unknown or expired; the client logs the shopper out */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 401,
                 *       "msg": "Please log in first",
                 *       "data": null
                 *     }
                 */
                "application/json": {
                    /** @constant */
                    code: 401;
                    msg: string;
                    data: null;
                };
            };
        };
        /** @description the request body is larger than 1 MiB (`msg` says so, in the shopper's language) */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "The request is larger than 1 MB",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description the body's content type is not the one this operation declares (a form-encoded body, text, multipart outside the upload), or a JSON body is labelled with a charset other than UTF-8 (`application/json; charset=utf-16`); nothing of the body is used */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "This kind of request body is not accepted",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description too many tries from this client (logins: 10 of one account or 20 of any in 15 minutes; codes asked for: 5 an hour, 3 for one e-mail address; resets with a code: 10 in 15 minutes; registrations: 20 an hour); `Retry-After` says in how many seconds the next try is accepted, `msg` in how many minutes */
        TooManyRequests: {
            headers: {
                /** @description Seconds until the next try is accepted. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "Too many failed logins, please try again in 15 minutes",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description the request did not arrive in time: its headers within 10 s, or the whole request (its body included) within 30 s of its first byte; answered before or without any operation being chosen, in English, and the connection is closed */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "The request took too long to arrive",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
        /** @description the request line and headers (the address with its query included) are above 16 KiB; answered before any operation is chosen, in English, and the connection is closed */
        RequestTooLong: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": 0,
                 *       "msg": "The request address or its headers are too long",
                 *       "data": null
                 *     }
                 */
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: {
        /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
        Lang: string;
        /** @description Page number, from 1 to 1,000,000. */
        Page: number;
        /** @description Page size. */
        Limit: number;
        IdQuery: components["schemas"]["Id"];
        /** @description Audit status filter; absent means all. */
        AuditStatusFilter: components["schemas"]["AuditStatus"];
        CategoryFilter: components["schemas"]["Id"];
        /** @description Lowest price, inclusive. */
        MinPrice: components["schemas"]["MoneyInput"];
        /** @description Highest price, inclusive. */
        MaxPrice: components["schemas"]["MoneyInput"];
        /** @description Words in the product name or the shop name, without regard to case. */
        Keyword: string;
        /** @description `default` (recommended order), `sales` (best sellers first), `price_asc`, `price_desc`, `newest`. */
        ProductSort: "default" | "sales" | "price_asc" | "price_desc" | "newest";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    userLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "demo@example.com",
                 *       "password": "demo123"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description the session, or a refusal (unknown account, wrong password) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["LoginSession"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userRegister: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "new@example.com",
                 *       "password": "secret1",
                 *       "confirm_password": "secret1",
                 *       "nickname": "New shopper"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description the new session, or a refusal (e-mail already used, rule broken) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Registration successful",
                     *       "data": {
                     *         "userinfo": {
                     *           "id": 7,
                     *           "email": "new@example.com",
                     *           "nickname": "New shopper",
                     *           "avatar": "",
                     *           "token": "2b7e151628aed2a6abf7158809cf4f3c",
                     *           "expires_in": 259200
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["LoginSession"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userGetUserInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "id": 1,
                     *         "email": "demo@example.com",
                     *         "nickname": "Demo",
                     *         "avatar": "",
                     *         "mobile": "+15551234567",
                     *         "money": "1000.00",
                     *         "frozen_money": "0.00",
                     *         "pay_password_set": true,
                     *         "lang": {
                     *           "language_name": "English",
                     *           "chinese_name": "英语",
                     *           "file_name": "en"
                     *         },
                     *         "created_at": 1763683200
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["UserInfo"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userLogout: {
        parameters: {
            query?: {
                /** @description The shopper's language, as the specification writes it (`?lang=zh-cn`); matched without regard to case. */
                lang?: "en" | "zh-CN" | "zh-cn" | "ri" | "han" | "tai";
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userProfile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nickname": "Demo shopper",
                 *       "mobile": "+15551234567"
                 *     }
                 */
                "application/json": components["schemas"]["ProfileRequest"];
            };
        };
        responses: {
            /** @description the updated profile, or a refusal (mobile number not correct) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Saved",
                     *       "data": {
                     *         "id": 1,
                     *         "email": "demo@example.com",
                     *         "nickname": "Demo shopper",
                     *         "avatar": "",
                     *         "mobile": "+15551234567",
                     *         "money": "1000.00",
                     *         "frozen_money": "0.00",
                     *         "pay_password_set": true,
                     *         "lang": {
                     *           "language_name": "English",
                     *           "chinese_name": "英语",
                     *           "file_name": "en"
                     *         },
                     *         "created_at": 1763683200
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["UserInfo"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userResetPwd: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "old_password": "demo123",
                 *       "new_password": "demo456",
                 *       "confirm_password": "demo456"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userResetPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "old_pay_password": "123456",
                 *       "new_pay_password": "654321",
                 *       "confirm_pay_password": "654321"
                 *     }
                 */
                "application/json": components["schemas"]["ChangePayPasswordRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userPayPasswordStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "is_set": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["PayPasswordStatus"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userVerifyPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "pay_password": "123456"
                 *     }
                 */
                "application/json": components["schemas"]["VerifyPayRequest"];
            };
        };
        responses: {
            /** @description verified, or a refusal (wrong code, no code set) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "verified": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["PayVerification"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userForgotSendCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo@example.com"
                 *     }
                 */
                "application/json": components["schemas"]["ForgotSendCodeRequest"];
            };
        };
        responses: {
            /** @description the code is on its way, or a refusal (asked again too soon) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Sent",
                     *       "data": {
                     *         "expires_in": 600,
                     *         "resend_in": 60
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["CodeSent"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userForgotReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "demo@example.com",
                 *       "code": "482913",
                 *       "new_password": "demo456",
                 *       "confirm_password": "demo456"
                 *     }
                 */
                "application/json": components["schemas"]["ForgotResetRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userLanguageList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the languages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "language_name": "English",
                     *           "chinese_name": "英语",
                     *           "file_name": "en"
                     *         },
                     *         {
                     *           "language_name": "简体中文",
                     *           "chinese_name": "简体中文",
                     *           "file_name": "zh-CN"
                     *         },
                     *         {
                     *           "language_name": "日本語",
                     *           "chinese_name": "日语",
                     *           "file_name": "ri"
                     *         },
                     *         {
                     *           "language_name": "한국어",
                     *           "chinese_name": "韩语",
                     *           "file_name": "han"
                     *         },
                     *         {
                     *           "language_name": "ภาษาไทย",
                     *           "chinese_name": "泰语",
                     *           "file_name": "tai"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Language"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userSetLanguage: {
        parameters: {
            query: {
                lang: components["schemas"]["LanguageCode"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the saved language */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "设置成功",
                     *       "data": {
                     *         "language_name": "简体中文",
                     *         "chinese_name": "简体中文",
                     *         "file_name": "zh-CN"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Language"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userOrderList: {
        parameters: {
            query?: {
                /** @description Order status filter; absent means all. */
                status?: components["schemas"]["OrderStatus"];
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of orders */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 12,
                     *             "sn": "202611210001",
                     *             "mer_id": 3,
                     *             "mer_name": "Northwind Outdoors",
                     *             "mer_logo": "/uploads/shops/3.png",
                     *             "status": 1,
                     *             "refund_status": "none",
                     *             "items": [
                     *               {
                     *                 "product_id": 31,
                     *                 "name": "Trail tent",
                     *                 "image": "/uploads/products/31.png",
                     *                 "price": "89.00",
                     *                 "quantity": 1,
                     *                 "subtotal": "89.00"
                     *               }
                     *             ],
                     *             "quantity": 1,
                     *             "goods_total": "89.00",
                     *             "freight": "5.00",
                     *             "discount": "0.00",
                     *             "total": "94.00",
                     *             "reviewed": false,
                     *             "created_at": 1763683200
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["OrderPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userGetBlockchain: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the deposit addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "method": "chain",
                     *           "network": "TRC20",
                     *           "coin": "USDT",
                     *           "address": "TQ5h4fP9kLJx3sZ7mN2cV8bW1aR6tY0uE4",
                     *           "min_amount": "10.00"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["DepositAddress"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userRecharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "chain",
                 *       "network": "TRC20",
                 *       "address": "TQ5h4fP9kLJx3sZ7mN2cV8bW1aR6tY0uE4",
                 *       "amount": "100",
                 *       "evidence": "/uploads/2026/11/evidence.png"
                 *     }
                 */
                "application/json": components["schemas"]["RechargeRequest"];
            };
        };
        responses: {
            /** @description the recharge record, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Applied",
                     *       "data": {
                     *         "id": 5,
                     *         "sn": "RC00000005",
                     *         "method": "chain",
                     *         "network": "TRC20",
                     *         "address": "TQ5h4fP9kLJx3sZ7mN2cV8bW1aR6tY0uE4",
                     *         "amount": "100.00",
                     *         "evidence": "/uploads/2026/11/evidence.png",
                     *         "status": 0,
                     *         "remark": "",
                     *         "created_at": 1763683200
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["RechargeRecord"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userRechargeCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "100",
                 *       "card_number": "4242 4242 4242 4242",
                 *       "expiry": "12/30",
                 *       "cvc": "123",
                 *       "holder": "Ana Silva"
                 *     }
                 */
                "application/json": components["schemas"]["CardRechargeRequest"];
            };
        };
        responses: {
            /** @description the passed recharge record, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Paid",
                     *       "data": {
                     *         "id": 6,
                     *         "sn": "RC00000006",
                     *         "method": "card",
                     *         "network": "CARD",
                     *         "address": "Visa •••• 4242",
                     *         "amount": "100.00",
                     *         "evidence": "",
                     *         "status": 1,
                     *         "remark": "",
                     *         "created_at": 1763683200
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["RechargeRecord"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userRechargeLog: {
        parameters: {
            query?: {
                /** @description Audit status filter; absent means all. */
                status?: components["parameters"]["AuditStatusFilter"];
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of recharge records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 5,
                     *             "sn": "RC00000005",
                     *             "method": "chain",
                     *             "network": "TRC20",
                     *             "address": "TQ5h4fP9kLJx3sZ7mN2cV8bW1aR6tY0uE4",
                     *             "amount": "100.00",
                     *             "evidence": "/uploads/2026/11/evidence.png",
                     *             "status": 1,
                     *             "remark": "",
                     *             "created_at": 1763683200
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["RechargeRecordPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userExtractInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the withdraw form data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "balance": "1000.00",
                     *         "fee_percent": "1.00",
                     *         "min_amount": "10.00",
                     *         "bank_name": "",
                     *         "bank_card": ""
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["WithdrawInfo"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userExtract: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "50",
                 *       "bank_card": "6222020200112233445",
                 *       "bank_name": "Example Bank"
                 *     }
                 */
                "application/json": components["schemas"]["WithdrawRequest"];
            };
        };
        responses: {
            /** @description the withdraw record, or a refusal (amount above the balance...) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["WithdrawRecord"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userExtractLog: {
        parameters: {
            query?: {
                /** @description Audit status filter; absent means all. */
                status?: components["parameters"]["AuditStatusFilter"];
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of withdraw records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 3,
                     *             "type": "bank",
                     *             "amount": "50.00",
                     *             "service_charge": "0.50",
                     *             "actual_arrival": "49.50",
                     *             "bank_name": "Example Bank",
                     *             "bank_card": "**** 3445",
                     *             "status": 2,
                     *             "remark": "Card holder name does not match",
                     *             "created_at": 1763683200
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["WithdrawRecordPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userBill: {
        parameters: {
            query?: {
                /** @description Only this kind of movement; absent means all. */
                type?: components["schemas"]["BillType"];
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of fund records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["BillPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userHelpSupport: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the articles */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "title": "How do I pay?",
                     *           "content": "Pay from your wallet balance with your payment code."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Article"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userLaw: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the policies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "title": "Privacy policy",
                     *           "content": "We keep your data only to serve your orders."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Article"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userComplain: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mer_id": 3,
                 *       "order_id": 12,
                 *       "content": "The parcel arrived damaged.",
                 *       "certificate": [
                 *         "/uploads/2026/11/proof.png"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ComplaintRequest"];
            };
        };
        responses: {
            /** @description the complaint, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Applied",
                     *       "data": {
                     *         "id": 2,
                     *         "target": "shop",
                     *         "mer_id": 3,
                     *         "order_id": 12,
                     *         "content": "The parcel arrived damaged.",
                     *         "certificate": [
                     *           "/uploads/2026/11/proof.png"
                     *         ],
                     *         "status": 0,
                     *         "created_at": 1763683200
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Complaint"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userAddressList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the addresses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 4,
                     *           "addressee": "Ana Silva",
                     *           "mobile": "+351912345678",
                     *           "area": "Lisbon, Portugal",
                     *           "detail": "Rua Augusta 100, 2nd floor",
                     *           "tag": "home",
                     *           "is_default": true
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Address"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userAddressAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addressee": "Ana Silva",
                 *       "mobile": "+351912345678",
                 *       "area": "Lisbon, Portugal",
                 *       "detail": "Rua Augusta 100, 2nd floor",
                 *       "tag": "home",
                 *       "is_default": true
                 *     }
                 */
                "application/json": components["schemas"]["AddressRequest"];
            };
        };
        responses: {
            /** @description the saved address, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Saved",
                     *       "data": {
                     *         "id": 4,
                     *         "addressee": "Ana Silva",
                     *         "mobile": "+351912345678",
                     *         "area": "Lisbon, Portugal",
                     *         "detail": "Rua Augusta 100, 2nd floor",
                     *         "tag": "home",
                     *         "is_default": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Address"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userAddress: {
        parameters: {
            query: {
                id: components["parameters"]["IdQuery"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the address, or a refusal (not found) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "id": 4,
                     *         "addressee": "Ana Silva",
                     *         "mobile": "+351912345678",
                     *         "area": "Lisbon, Portugal",
                     *         "detail": "Rua Augusta 100, 2nd floor",
                     *         "tag": "home",
                     *         "is_default": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Address"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userAddressSetDefault: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 4
                 *     }
                 */
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    userAddressDel: {
        parameters: {
            query: {
                id: components["parameters"]["IdQuery"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    indexCategory: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "key": "computer",
                     *           "name": "Computer",
                     *           "icon": "/uploads/categories/computer.png"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Category"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    indexIndex: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the home board */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "banners": [
                     *           {
                     *             "id": 1,
                     *             "image": "/uploads/banners/1.png",
                     *             "link": "/explore",
                     *             "title": "Ten small shops, one checkout",
                     *             "text": "Independent shops ship worldwide; you pay once from your wallet.",
                     *             "action": "Explore the shops"
                     *           }
                     *         ],
                     *         "notices": [
                     *           "Free shipping on orders above 99.00 USD"
                     *         ],
                     *         "categories": [
                     *           {
                     *             "id": 1,
                     *             "key": "computer",
                     *             "name": "Computer",
                     *             "icon": "/uploads/categories/computer.png"
                     *           }
                     *         ],
                     *         "recommended": [
                     *           {
                     *             "id": 31,
                     *             "mer_id": 3,
                     *             "category_id": 3,
                     *             "name": "Trail tent",
                     *             "image": "/uploads/products/31.png",
                     *             "price": "89.00",
                     *             "original_price": "99.00",
                     *             "sales": 120,
                     *             "stock": 40
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["HomeBoard"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    indexProduct: {
        parameters: {
            query?: {
                category_id?: components["parameters"]["CategoryFilter"];
                mer_id?: components["schemas"]["Id"];
                /** @description Lowest price, inclusive. */
                min_price?: components["parameters"]["MinPrice"];
                /** @description Highest price, inclusive. */
                max_price?: components["parameters"]["MaxPrice"];
                /** @description Words in the product name or the shop name, without regard to case. */
                keyword?: components["parameters"]["Keyword"];
                /** @description `default` (recommended order), `sales` (best sellers first), `price_asc`, `price_desc`, `newest`. */
                sort?: components["parameters"]["ProductSort"];
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 31,
                     *             "mer_id": 3,
                     *             "category_id": 3,
                     *             "name": "Trail tent",
                     *             "image": "/uploads/products/31.png",
                     *             "price": "89.00",
                     *             "original_price": "99.00",
                     *             "sales": 120,
                     *             "stock": 40
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ProductPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    indexHotProduct: {
        parameters: {
            query?: {
                category_id?: components["parameters"]["CategoryFilter"];
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 31,
                     *             "mer_id": 3,
                     *             "category_id": 3,
                     *             "name": "Trail tent",
                     *             "image": "/uploads/products/31.png",
                     *             "price": "89.00",
                     *             "original_price": "99.00",
                     *             "sales": 120,
                     *             "stock": 40
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ProductPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    indexHotMerchant: {
        parameters: {
            query?: {
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size; the home board asks 8. */
                limit?: number;
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of shops */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 3,
                     *             "name": "Northwind Outdoors",
                     *             "logo": "/uploads/shops/3.png",
                     *             "description": "Tents, boots and everything for the trail.",
                     *             "rating": "4.80",
                     *             "product_count": 24,
                     *             "follower_count": 310,
                     *             "sales": 1520
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 8
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ShopPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    productDetail: {
        parameters: {
            query: {
                id: components["parameters"]["IdQuery"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the product, or a refusal (not found) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "id": 31,
                     *         "mer_id": 3,
                     *         "category_id": 3,
                     *         "name": "Trail tent",
                     *         "image": "/uploads/products/31.png",
                     *         "images": [
                     *           "/uploads/products/31.png",
                     *           "/uploads/products/31-2.png"
                     *         ],
                     *         "description": "A two-person tent that packs to 2 kg.",
                     *         "price": "89.00",
                     *         "original_price": "99.00",
                     *         "sales": 120,
                     *         "stock": 40,
                     *         "rating": "4.50",
                     *         "review_count": 18,
                     *         "is_favourite": false,
                     *         "shop": {
                     *           "id": 3,
                     *           "name": "Northwind Outdoors",
                     *           "logo": "/uploads/shops/3.png",
                     *           "description": "Tents, boots and everything for the trail.",
                     *           "rating": "4.80",
                     *           "product_count": 24,
                     *           "follower_count": 310,
                     *           "sales": 1520
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ProductDetail"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    productReviews: {
        parameters: {
            query: {
                product_id: components["schemas"]["Id"];
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 8,
                     *             "product_id": 31,
                     *             "order_id": 12,
                     *             "nickname": "Demo",
                     *             "avatar": "",
                     *             "content": "Light and easy to pitch.",
                     *             "product_score": 5,
                     *             "service_score": 4,
                     *             "postage_score": 5,
                     *             "pictures": [],
                     *             "created_at": 1763683200
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ReviewPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    favouriteAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product_id": 31
                 *     }
                 */
                "application/json": components["schemas"]["ProductIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    favouriteRemove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product_id": 31
                 *     }
                 */
                "application/json": components["schemas"]["ProductIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    favouriteList: {
        parameters: {
            query?: {
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 31,
                     *             "mer_id": 3,
                     *             "category_id": 3,
                     *             "name": "Trail tent",
                     *             "image": "/uploads/products/31.png",
                     *             "price": "89.00",
                     *             "original_price": "99.00",
                     *             "sales": 120,
                     *             "stock": 40
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ProductPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    shopDetail: {
        parameters: {
            query: {
                id: components["parameters"]["IdQuery"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the shop, or a refusal (not found) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "id": 3,
                     *         "name": "Northwind Outdoors",
                     *         "logo": "/uploads/shops/3.png",
                     *         "banner": "/uploads/shops/3-banner.png",
                     *         "description": "Tents, boots and everything for the trail.",
                     *         "rating": "4.80",
                     *         "product_count": 24,
                     *         "follower_count": 310,
                     *         "sales": 1520,
                     *         "is_followed": false,
                     *         "created_at": 1735689600
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ShopDetail"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    shopProducts: {
        parameters: {
            query: {
                mer_id: components["schemas"]["Id"];
                /** @description Words in the product name or the shop name, without regard to case. */
                keyword?: components["parameters"]["Keyword"];
                /** @description `default` (recommended order), `sales` (best sellers first), `price_asc`, `price_desc`, `newest`. */
                sort?: components["parameters"]["ProductSort"];
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 31,
                     *             "mer_id": 3,
                     *             "category_id": 3,
                     *             "name": "Trail tent",
                     *             "image": "/uploads/products/31.png",
                     *             "price": "89.00",
                     *             "original_price": "99.00",
                     *             "sales": 120,
                     *             "stock": 40
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ProductPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    shopSearch: {
        parameters: {
            query: {
                keyword: string;
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of shops */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 3,
                     *             "name": "Northwind Outdoors",
                     *             "logo": "/uploads/shops/3.png",
                     *             "description": "Tents, boots and everything for the trail.",
                     *             "rating": "4.80",
                     *             "product_count": 24,
                     *             "follower_count": 310,
                     *             "sales": 1520
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ShopPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    shopFollow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mer_id": 3
                 *     }
                 */
                "application/json": components["schemas"]["MerIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    shopUnfollow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mer_id": 3
                 *     }
                 */
                "application/json": components["schemas"]["MerIdRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    shopFollowed: {
        parameters: {
            query?: {
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of shops */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 3,
                     *             "name": "Northwind Outdoors",
                     *             "logo": "/uploads/shops/3.png",
                     *             "description": "Tents, boots and everything for the trail.",
                     *             "rating": "4.80",
                     *             "product_count": 24,
                     *             "follower_count": 311,
                     *             "sales": 1520
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ShopPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    platformInfo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the platform */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "name": "Storefront",
                     *         "logo": "/uploads/platform/logo.png",
                     *         "description": "A marketplace of independent shops.",
                     *         "email": "support@example.com",
                     *         "phone": "+15550100200",
                     *         "address": "1 Market Street, Springfield",
                     *         "service_hours": "09:00-18:00 UTC",
                     *         "currency": "USD"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["PlatformInfo"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    complaintPlatform: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Please add a dark theme.",
                 *       "certificate": [
                 *         "/uploads/2026/11/screen.png"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PlatformComplaintRequest"];
            };
        };
        responses: {
            /** @description the complaint, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Applied",
                     *       "data": {
                     *         "id": 3,
                     *         "target": "platform",
                     *         "mer_id": null,
                     *         "order_id": null,
                     *         "content": "Please add a dark theme.",
                     *         "certificate": [
                     *           "/uploads/2026/11/screen.png"
                     *         ],
                     *         "status": 0,
                     *         "created_at": 1763683200
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Complaint"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    cartList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the cart */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "shops": [
                     *           {
                     *             "mer_id": 3,
                     *             "mer_name": "Northwind Outdoors",
                     *             "mer_logo": "/uploads/shops/3.png",
                     *             "selected": true,
                     *             "items": [
                     *               {
                     *                 "cart_id": 51,
                     *                 "product_id": 31,
                     *                 "name": "Trail tent",
                     *                 "image": "/uploads/products/31.png",
                     *                 "price": "89.00",
                     *                 "quantity": 1,
                     *                 "subtotal": "89.00",
                     *                 "stock": 40,
                     *                 "selected": true
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "count": 1,
                     *         "selected_count": 1,
                     *         "selected_total": "89.00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Cart"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    cartAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product_id": 31,
                 *       "quantity": 1
                 *     }
                 */
                "application/json": components["schemas"]["CartAddRequest"];
            };
        };
        responses: {
            /** @description the cart after the change, or a refusal (out of stock) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Cart"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    cartChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cart_id": 51,
                 *       "quantity": 2
                 *     }
                 */
                "application/json": components["schemas"]["CartChangeRequest"];
            };
        };
        responses: {
            /** @description the cart after the change, or a refusal (above the stock) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "shops": [
                     *           {
                     *             "mer_id": 3,
                     *             "mer_name": "Northwind Outdoors",
                     *             "mer_logo": "/uploads/shops/3.png",
                     *             "selected": true,
                     *             "items": [
                     *               {
                     *                 "cart_id": 51,
                     *                 "product_id": 31,
                     *                 "name": "Trail tent",
                     *                 "image": "/uploads/products/31.png",
                     *                 "price": "89.00",
                     *                 "quantity": 1,
                     *                 "subtotal": "89.00",
                     *                 "stock": 40,
                     *                 "selected": true
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "count": 1,
                     *         "selected_count": 1,
                     *         "selected_total": "89.00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Cart"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    cartSelect: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mer_id": 3,
                 *       "selected": true
                 *     }
                 */
                "application/json": components["schemas"]["CartSelectRequest"];
            };
        };
        responses: {
            /** @description the cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "shops": [
                     *           {
                     *             "mer_id": 3,
                     *             "mer_name": "Northwind Outdoors",
                     *             "mer_logo": "/uploads/shops/3.png",
                     *             "selected": true,
                     *             "items": [
                     *               {
                     *                 "cart_id": 51,
                     *                 "product_id": 31,
                     *                 "name": "Trail tent",
                     *                 "image": "/uploads/products/31.png",
                     *                 "price": "89.00",
                     *                 "quantity": 1,
                     *                 "subtotal": "89.00",
                     *                 "stock": 40,
                     *                 "selected": true
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "count": 1,
                     *         "selected_count": 1,
                     *         "selected_total": "89.00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Cart"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    cartRemove: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cart_ids": [
                 *         52
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CartIdsRequest"];
            };
        };
        responses: {
            /** @description the cart after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "shops": [
                     *           {
                     *             "mer_id": 3,
                     *             "mer_name": "Northwind Outdoors",
                     *             "mer_logo": "/uploads/shops/3.png",
                     *             "selected": true,
                     *             "items": [
                     *               {
                     *                 "cart_id": 51,
                     *                 "product_id": 31,
                     *                 "name": "Trail tent",
                     *                 "image": "/uploads/products/31.png",
                     *                 "price": "89.00",
                     *                 "quantity": 1,
                     *                 "subtotal": "89.00",
                     *                 "stock": 40,
                     *                 "selected": true
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "count": 1,
                     *         "selected_count": 1,
                     *         "selected_total": "89.00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Cart"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    orderPreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address_id": 4,
                 *       "promo_code": "WELCOME10"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description the preview, or a refusal (nothing selected) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "address": {
                     *           "id": 4,
                     *           "addressee": "Ana Silva",
                     *           "mobile": "+351912345678",
                     *           "area": "Lisbon, Portugal",
                     *           "detail": "Rua Augusta 100, 2nd floor",
                     *           "tag": "home",
                     *           "is_default": true
                     *         },
                     *         "shops": [
                     *           {
                     *             "mer_id": 3,
                     *             "mer_name": "Northwind Outdoors",
                     *             "items": [
                     *               {
                     *                 "cart_id": 51,
                     *                 "product_id": 31,
                     *                 "name": "Trail tent",
                     *                 "image": "/uploads/products/31.png",
                     *                 "price": "89.00",
                     *                 "quantity": 1,
                     *                 "subtotal": "89.00"
                     *               }
                     *             ],
                     *             "goods_total": "89.00",
                     *             "freight": "5.00",
                     *             "discount": "8.90",
                     *             "total": "85.10"
                     *           }
                     *         ],
                     *         "goods_total": "89.00",
                     *         "freight": "5.00",
                     *         "discount": "8.90",
                     *         "total": "85.10",
                     *         "promo": {
                     *           "code": "WELCOME10",
                     *           "valid": true,
                     *           "discount": "8.90",
                     *           "message": ""
                     *         },
                     *         "balance": "1000.00"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["CheckoutPreview"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    orderCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "address_id": 4,
                 *       "promo_code": "WELCOME10",
                 *       "remark": "Leave at the door"
                 *     }
                 */
                "application/json": components["schemas"]["OrderCreateRequest"];
            };
        };
        responses: {
            /** @description the created orders, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Order created",
                     *       "data": {
                     *         "orders": [
                     *           {
                     *             "id": 12,
                     *             "sn": "202611210001",
                     *             "mer_id": 3,
                     *             "status": 0,
                     *             "total": "85.10"
                     *           }
                     *         ],
                     *         "total": "85.10"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["OrdersCreated"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    orderPay: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_ids": [
                 *         12
                 *       ],
                 *       "pay_password": "123456"
                 *     }
                 */
                "application/json": components["schemas"]["OrderPayRequest"];
            };
        };
        responses: {
            /** @description the paid orders and the balance left, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["OrdersPaid"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    orderCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 12
                 *     }
                 */
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description the order after the change, or a refusal (not waiting pay) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Cancelled",
                     *       "data": {
                     *         "id": 12,
                     *         "sn": "202611210001",
                     *         "mer_id": 3,
                     *         "status": -1,
                     *         "total": "85.10"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["OrderBrief"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    orderConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 12
                 *     }
                 */
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description the order after the change, or a refusal (not delivered) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Received",
                     *       "data": {
                     *         "id": 12,
                     *         "sn": "202611210001",
                     *         "mer_id": 3,
                     *         "status": 3,
                     *         "total": "85.10"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["OrderBrief"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    orderDetail: {
        parameters: {
            query: {
                id: components["parameters"]["IdQuery"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the order, or a refusal (not found, not the shopper's) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "id": 12,
                     *         "sn": "202611210001",
                     *         "mer_id": 3,
                     *         "mer_name": "Northwind Outdoors",
                     *         "mer_logo": "/uploads/shops/3.png",
                     *         "status": 2,
                     *         "refund_status": "none",
                     *         "items": [
                     *           {
                     *             "product_id": 31,
                     *             "name": "Trail tent",
                     *             "image": "/uploads/products/31.png",
                     *             "price": "89.00",
                     *             "quantity": 1,
                     *             "subtotal": "89.00"
                     *           }
                     *         ],
                     *         "quantity": 1,
                     *         "goods_total": "89.00",
                     *         "freight": "5.00",
                     *         "discount": "8.90",
                     *         "total": "85.10",
                     *         "reviewed": false,
                     *         "created_at": 1763683200,
                     *         "promo_code": "WELCOME10",
                     *         "remark": "Leave at the door",
                     *         "address": {
                     *           "addressee": "Ana Silva",
                     *           "mobile": "+351912345678",
                     *           "area": "Lisbon, Portugal",
                     *           "detail": "Rua Augusta 100, 2nd floor"
                     *         },
                     *         "paid_at": 1763683260,
                     *         "logistics": [
                     *           {
                     *             "time": 1763769600,
                     *             "status": 2,
                     *             "description": "Delivered to the addressee"
                     *           },
                     *           {
                     *             "time": 1763690400,
                     *             "status": 1,
                     *             "description": "Shipped by the shop"
                     *           },
                     *           {
                     *             "time": 1763683260,
                     *             "status": 1,
                     *             "description": "Paid, waiting for the shop"
                     *           }
                     *         ],
                     *         "tracking_no": "NW123456789",
                     *         "refund": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["OrderDetail"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    refundApply: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_id": 12,
                 *       "product_ids": [
                 *         31
                 *       ],
                 *       "type": "no_return",
                 *       "amount": "85.10",
                 *       "product_status": "not_received",
                 *       "reason": "Arrived too late",
                 *       "explanation": "The parcel has not come after three weeks.",
                 *       "proof": [
                 *         "/uploads/2026/11/tracking.png"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description the refund, or a refusal */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Applied",
                     *       "data": {
                     *         "id": 6,
                     *         "order_id": 12,
                     *         "product_ids": [
                     *           31
                     *         ],
                     *         "type": "no_return",
                     *         "amount": "85.10",
                     *         "product_status": "not_received",
                     *         "reason": "Arrived too late",
                     *         "explanation": "The parcel has not come after three weeks.",
                     *         "proof": [
                     *           "/uploads/2026/11/tracking.png"
                     *         ],
                     *         "status": 0,
                     *         "created_at": 1763683200
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Refund"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    reviewAdd: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "order_id": 12,
                 *       "content": "Light and easy to pitch.",
                 *       "product_score": 5,
                 *       "service_score": 4,
                 *       "postage_score": 5,
                 *       "pictures": []
                 *     }
                 */
                "application/json": components["schemas"]["ReviewRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    notificationList: {
        parameters: {
            query?: {
                /** @description Page number, from 1 to 1,000,000. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one page of notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "list": [
                     *           {
                     *             "id": 20,
                     *             "type": "order",
                     *             "title": "Order shipped",
                     *             "content": "Order 202611210001 is on its way.",
                     *             "link": "/orderInfo/12",
                     *             "is_read": false,
                     *             "created_at": 1763690400
                     *           }
                     *         ],
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10,
                     *         "unread": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["NotificationPage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    notificationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         20
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NotificationReadRequest"];
            };
        };
        responses: {
            /** @description the unread count left */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "unread": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["UnreadCount"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(binary)"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadImageRequest"];
            };
        };
        responses: {
            /** @description the stored image, or a refusal (not an image, no file) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "Upload successful",
                     *       "data": {
                     *         "url": "/uploads/2026/11/5c1d9e.png",
                     *         "size": 48213,
                     *         "mime": "image/png",
                     *         "width": 640,
                     *         "height": 480
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["UploadedImage"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            /** @description the file is larger than 5 MB (or a body that is not the upload's multipart is above 1 MiB: "The request is larger than 1 MB") */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 0,
                     *       "msg": "The file is larger than 5 MB",
                     *       "data": null
                     *     }
                     */
                    "application/json": components["schemas"]["Failure"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatLogin: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the chat account is ready */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "status": 200,
                     *         "uid": "u1"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ChatLogin"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatGetWebSocketUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the connection data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "uid": "u1",
                     *         "token": "9f2c1a7e5b8d4c3fa1e0b2d4c6f8a0e1",
                     *         "ws_url": "ws://127.0.0.1:8080/ws"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ChatConnection"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatGetRecentConversation: {
        parameters: {
            query?: {
                version?: number;
                msg_count?: number;
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the conversations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "unread_total": 1,
                     *         "conversations": [
                     *           {
                     *             "channel_id": "m3",
                     *             "channel_type": 1,
                     *             "unread": 1,
                     *             "timestamp": 1763690400,
                     *             "last_msg_seq": 4,
                     *             "last_client_msg_no": "c0a8012e7f3a4b0d9e",
                     *             "offset_msg_seq": 0,
                     *             "version": 1763690400000,
                     *             "recents": [
                     *               {
                     *                 "header": {
                     *                   "no_persist": 0,
                     *                   "red_dot": 1,
                     *                   "sync_once": 0
                     *                 },
                     *                 "setting": 0,
                     *                 "message_id": 7390011223344,
                     *                 "message_idstr": "7390011223344",
                     *                 "client_msg_no": "c0a8012e7f3a4b0d9e",
                     *                 "message_seq": 4,
                     *                 "from_uid": "m3",
                     *                 "channel_id": "m3",
                     *                 "channel_type": 1,
                     *                 "expire": 0,
                     *                 "timestamp": 1763690400,
                     *                 "payload": "eyJ0eXBlIjoxLCJjb250ZW50IjoiSGVsbG8hIn0="
                     *               }
                     *             ]
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ConversationSync"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatGetChannelMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel_id": "m3",
                 *       "channel_type": 1,
                 *       "start_message_seq": 0,
                 *       "end_message_seq": 0,
                 *       "limit": 30,
                 *       "pull_mode": 0
                 *     }
                 */
                "application/json": components["schemas"]["ChannelMessageRequest"];
            };
        };
        responses: {
            /** @description the messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "start_message_seq": 0,
                     *         "end_message_seq": 0,
                     *         "pull_mode": 0,
                     *         "more": 0,
                     *         "messages": [
                     *           {
                     *             "header": {
                     *               "no_persist": 0,
                     *               "red_dot": 1,
                     *               "sync_once": 0
                     *             },
                     *             "setting": 0,
                     *             "message_id": 7390011223344,
                     *             "message_idstr": "7390011223344",
                     *             "client_msg_no": "c0a8012e7f3a4b0d9e",
                     *             "message_seq": 4,
                     *             "from_uid": "m3",
                     *             "channel_id": "m3",
                     *             "channel_type": 1,
                     *             "expire": 0,
                     *             "timestamp": 1763690400,
                     *             "payload": "eyJ0eXBlIjoxLCJjb250ZW50IjoiSGVsbG8hIn0="
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ChannelMessages"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatSetUnread: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel_id": "m3",
                 *       "channel_type": 1,
                 *       "unread": 0
                 *     }
                 */
                "application/json": components["schemas"]["SetUnreadRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatDeleteRecentConversation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel_id": "m3",
                 *       "channel_type": 1
                 *     }
                 */
                "application/json": components["schemas"]["ChannelRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatSyncMessageExtra: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel_id": "m3",
                 *       "channel_type": 1,
                 *       "extra_version": 0,
                 *       "limit": 100
                 *     }
                 */
                "application/json": components["schemas"]["MessageExtraSyncRequest"];
            };
        };
        responses: {
            /** @description the extras, ascending by `extra_version` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "message_id": 7390011223344,
                     *           "message_id_str": "7390011223344",
                     *           "message_seq": 4,
                     *           "revoke": 0,
                     *           "revoker": "",
                     *           "readed": 1,
                     *           "readed_count": 1,
                     *           "unread_count": 0,
                     *           "readed_at": 1763690460,
                     *           "is_mutual_deleted": 0,
                     *           "content_edit": null,
                     *           "edited_at": 0,
                     *           "extra_version": 2
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["MessageExtra"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatChannelInfo: {
        parameters: {
            query: {
                channel_id: components["schemas"]["ChannelId"];
                channel_type: components["schemas"]["ChannelType"];
            };
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the channel, or a refusal (unknown channel) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": {
                     *         "channel_id": "m3",
                     *         "channel_type": 1,
                     *         "title": "Northwind Outdoors",
                     *         "logo": "/uploads/shops/3.png",
                     *         "mer_id": 3,
                     *         "online": true,
                     *         "last_offline": 1763600000
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ChannelInfo"];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatSyncSubscribers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel_id": "m3",
                 *       "channel_type": 1,
                 *       "version": 0,
                 *       "limit": 100
                 *     }
                 */
                "application/json": components["schemas"]["SubscriberSyncRequest"];
            };
        };
        responses: {
            /** @description the subscribers, ascending by version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "uid": "u1",
                     *           "name": "Demo",
                     *           "avatar": "",
                     *           "role": 0,
                     *           "version": 1,
                     *           "is_deleted": 0
                     *         },
                     *         {
                     *           "uid": "m3",
                     *           "name": "Northwind Outdoors",
                     *           "avatar": "/uploads/shops/3.png",
                     *           "role": 1,
                     *           "version": 2,
                     *           "is_deleted": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Subscriber"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatSyncConversationExtra: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 0
                 *     }
                 */
                "application/json": components["schemas"]["VersionRequest"];
            };
        };
        responses: {
            /** @description the extras, ascending by version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "channel_id": "m3",
                     *           "channel_type": 1,
                     *           "browse_to": 3,
                     *           "keep_message_seq": 3,
                     *           "keep_offset_y": 0,
                     *           "draft": "",
                     *           "version": 5
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["ConversationExtra"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatSyncReminders: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "version": 0,
                 *       "limit": 100
                 *     }
                 */
                "application/json": components["schemas"]["ReminderSyncRequest"];
            };
        };
        responses: {
            /** @description the reminders, ascending by version */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": 1,
                     *       "msg": "ok",
                     *       "data": [
                     *         {
                     *           "id": 1,
                     *           "channel_id": "m3",
                     *           "channel_type": 1,
                     *           "message_seq": 4,
                     *           "message_id": "7390011223344",
                     *           "reminder_type": 1,
                     *           "uid": "u1",
                     *           "text": "[Someone mentioned you]",
                     *           "data": null,
                     *           "is_locate": 1,
                     *           "version": 3,
                     *           "done": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        code: 1;
                        msg: string;
                        data: components["schemas"]["Reminder"][];
                    } | components["schemas"]["Failure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatReminderDone: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         1
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["IdsRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
    chatMessageRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description The shopper's UI language; `msg` of the answer, and the texts the server writes for the shopper (product and shop names and descriptions, banners, notices, fund-record remarks: see the description's "Language"), are written in it. Without it the language saved in the shopper's profile is used, then English. An unknown code is ignored (not an error). */
                lang?: components["parameters"]["Lang"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "channel_id": "m3",
                 *       "channel_type": 1,
                 *       "message_ids": [
                 *         "7390011223344"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["MessageReadRequest"];
            };
        };
        responses: {
            200: components["responses"]["Done"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            431: components["responses"]["RequestTooLong"];
        };
    };
}

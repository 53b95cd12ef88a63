Feature: Routes, the route guard and what the router carries
  Which pages need a login, what an app refresh does, which query fields travel from page to page,
  where the affiliate code comes from, and what search engines are told about each page
  (shell.md §2 "Routes", player-journey.md §2; the open points are in docs/decisions.md
  "Routing and language policies").

  Rule: The route guard: a guarded page needs a token in the query (token or tokens) or in the session

    Scenario Outline: A guarded page without a token sends the visitor to the login page
      Given a visitor without a session token
      When the visitor opens "<address>"
      Then the router redirects to "/m/login"

      Examples:
        | address                            |
        | /m/member/home                     |
        | /m/changePsw                       |
        | /m/launchGame?code=lobby           |
        | /m/voucherCenter                   |
        | /m/withdraw                        |
        | /m/securityCenter/addBankCard      |
        | /m/securityCenter/addBankCardPix   |
        | /m/rewardCenter                    |
        | /m/mall/mallHome                   |
        | /m/leaderBoard                     |
        | /m/member/benefits                 |
        | /m/agentRegister                   |
        | /m/voucherCenter?token=            |

    Scenario: A token in the query string opens a guarded page
      Given a visitor without a session token
      When the visitor opens "/m/voucherCenter?token=abc123"
      Then the router shows the page

    Scenario: The query field "tokens" counts as a token too
      Given a visitor without a session token
      When the visitor opens "/m/withdraw?tokens=abc123"
      Then the router shows the page

    Scenario: A session token opens a guarded page
      Given a visitor with a session token
      When the visitor opens "/m/rewardCenter"
      Then the router shows the page

    Scenario: Feedback without a session sends the visitor home, not to the login page
      Given a visitor without a session token
      When the visitor opens "/m/feedback"
      Then the router redirects to "/m/home"

    Scenario: Feedback with a session opens
      Given a visitor with a session token
      When the visitor opens "/m/feedback"
      Then the router shows the page

    Scenario: Invite friends is the one guarded page that needs no token
      Given a visitor without a session token
      When the visitor opens "/m/inviteFriends"
      Then the router shows the page

    Scenario Outline: Public pages open without a token
      Given a visitor without a session token
      When the visitor opens "<address>"
      Then the router shows the page

      Examples:
        | address          |
        | /                |
        | /m               |
        | /m/              |
        | /m/home          |
        | /m/home/         |
        | /m/index         |
        | /m/index.html    |
        | /m/login         |
        | /m/register      |
        | /m/register.html |
        | /m/game          |
        | /m/help          |
        | /m/activity?id=7 |
        | /m/news          |

    Scenario Outline: An unknown address shows the not-found screen
      Given a visitor with a session token
      When the visitor opens "<address>"
      Then the router shows the not-found screen

      Examples:
        | address          |
        | /m/unknown       |
        | /m/Home          |
        | /m/game/extra    |
        | /m/securityCenter |

    Scenario: The redirect to the login page keeps the carried query fields, but never a token
      Given a visitor without a session token
      When the visitor opens "/m/withdraw?r=7&fbclid=F1&id=3&token="
      Then the router redirects to "/m/login?r=7&fbclid=F1"

  Rule: An app refresh reloads the known pages in place; any other path goes to /m/home

    Scenario Outline: Refreshing the app on <address>
      Given a visitor with a session token
      When the visitor refreshes the app on "<address>"
      Then the router <outcome>

      Examples:
        | address            | outcome                      |
        | /                  | shows the page               |
        | /m/home            | shows the page               |
        | /m/index.html      | shows the page               |
        | /m/game            | shows the page               |
        | /m/member/home     | shows the page               |
        | /m/register.html   | shows the page               |
        | /m/news            | shows the page               |
        | /m/voucherCenter   | redirects to "/m/home"       |
        | /m/feedback        | redirects to "/m/home"       |
        | /m/unknown         | redirects to "/m/home"       |
        | /m/                | redirects to "/m/home"       |
        | /m/withdraw?r=9    | redirects to "/m/home?r=9"   |

    Scenario: Only the player's document reload counts as an app refresh
      Then a "reload" navigation is an app refresh
      And a "navigate" navigation is not an app refresh
      And a "back_forward" navigation is not an app refresh
      And a reload the app started itself on "/m/launchGame?code=HN" is not an app refresh there

  Rule: The router carries affiliateCode, referralCode, r, inApp, fbclid, gclid, ttclid, kwaiclid, bbg, isBgeTest, cid, kw and stored tracking values

    Scenario: Carried fields follow the player to the next page; others and the token stay behind
      Given the current query is "?affiliateCode=A1&fbclid=F1&id=5&token=secret"
      When the player follows a link to "/m/game?x=1#top"
      Then the link leads to "/m/game?x=1&affiliateCode=A1&fbclid=F1#top"

    Scenario: A field the link sets itself keeps the link's value
      Given the current query is "?r=7&kw=lotto"
      When the player follows a link to "/m/register?r=99"
      Then the link leads to "/m/register?r=99&kw=lotto"

    Scenario: Empty query values are not carried
      Given the current query is "?gclid=&ttclid=T1"
      When the player follows a link to "/m/help"
      Then the link leads to "/m/help?ttclid=T1"

    Scenario: Stored tracking values are added when the address does not have them
      Given the current query is "?fbclid=F1"
      And the tracking feature stored "fbclid" as "OLD"
      And the tracking feature stored "pixelId" as "P1"
      When the player follows a link to "/m/activity"
      Then the link leads to "/m/activity?fbclid=F1&pixelId=P1"

    Scenario: Links that leave the site are not touched
      Given the current query is "?r=7&fbclid=F1"
      When the player follows a link to "https://partner.example/promo?x=1"
      Then the link leads to "https://partner.example/promo?x=1"

  Rule: The affiliate code comes from the query (affiliateCode, then r, then referralCode), else from the host subdomain

    Scenario Outline: Affiliate code of a visit to <host> with "<query>"
      When a visitor arrives on host "<host>" with the query "<query>"
      Then the affiliate code is "<code>"

      Examples:
        | host                 | query                        | code   |
        | aff01.example.com    |                              | aff01  |
        | aff01.example.com    | ?affiliateCode=A9            | A9     |
        | www.example.com      | ?r=R5&referralCode=C3        | R5     |
        | www.example.com      | ?referralCode=C3             | C3     |
        | www.example.com      |                              | (none) |
        | wwwx.example.com     |                              | wwwx   |
        | m.example.com        |                              | (none) |
        | api.example.com      |                              | (none) |
        | example.com          |                              | (none) |
        | localhost:5173       |                              | (none) |
        | 192.168.1.20:5173    |                              | (none) |
        | aff01.example.com:8443 |                            | aff01  |

    Scenario: The affiliate code and r are stored, and a later visit without them keeps them
      When a visitor arrives on host "www.example.com" with the query "?affiliateCode=A9&r=R5"
      And a visitor arrives on host "www.example.com" with the query "?id=1"
      Then the stored affiliate code is "A9"
      And the stored r is "R5"

    Scenario: A later visit with a code replaces the stored code
      When a visitor arrives on host "www.example.com" with the query "?affiliateCode=A9&r=R5"
      And a visitor arrives on host "aff02.example.com" with the query ""
      Then the stored affiliate code is "aff02"
      And the stored r is "R5"

  Rule: Search engines: noindex for unknown paths, foreign hosts and deep paths; titles fall back to /m/home

    Scenario Outline: Robots tag of <path> on <host>
      When a search engine reads "<path>" on host "<host>"
      Then the robots tag is "<robots>"

      Examples:
        | host             | path                          | robots  |
        | www.example.com  | /m/home                       | index   |
        | www.example.com  | /                             | index   |
        | localhost:5173   | /m/game                       | index   |
        | www.example.com  | /m/unknown                    | noindex |
        | aff.example.com  | /m/home                       | noindex |
        | wwwx.example.com | /m/home                       | noindex |
        | example.com      | /m/home                       | noindex |
        | www.example.com  | /m/securityCenter/addBankCard | noindex |
        | www.example.com  | /m/member/home                | noindex |

    Scenario: A page has its own title, description and canonical link without query
      When a search engine reads "https://www.example.com/m/voucherCenter?r=7"
      Then the page title is "voucher_center_title" and the description is "voucher_center_desc"
      And the canonical link is "https://www.example.com/m/voucherCenter"

    Scenario: A home alias points its canonical link at /m/home
      When a search engine reads "https://www.example.com/m/index.html"
      Then the canonical link is "https://www.example.com/m/home"

    Scenario: A path with no entry falls back to the /m/home entry
      When a search engine reads "https://www.example.com/m/unknown"
      Then the page title is "home_title" and the description is "home_desc"
      And the canonical link is "https://www.example.com/m/home"
      And the robots tag is "noindex"

    Scenario: Every route's title and description exist in the English catalogue
      Then every route has a title and a description in the English catalogue

Feature: Advertising conversion tracking
  Events go to the server as a JSON string with the payload fields (customerId, customerName, revenue,
  value, currency, af_revenue, amount; currency TLB → PHP, else its first 3 letters) and to the configured
  ad-network pixels; the pixel tracking bundle (tid, pixel ids, click ids, fbc, fbp, twclid, utm_source…)
  is collected from the query and the cookies and sent with registration; fbc and fbp cookies last 90 days;
  the native wrapper's ad info goes server to server; deposit, firstDeposit and withdraw come from the deposit
  and withdrawal stats the app-download prompt polls every 30 s on its routes (player-journey.md §1, §3, §4,
  §7, §9; shell.md §2, §7).

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: A Meta click gives the fbc and fbp cookies for 90 days, and registration sends the whole bundle
    Given the player lands on the site with the query "?fbclid=IwAR2F4&gclid=g1&ttclid=t1&twclid=tw1&utm_source=facebook&tid=T7"
    Then the cookie "_fbc" holds "fb.1.{now}.IwAR2F4" for 90 days
    And the cookie "_fbp" holds a new browser id made now for 90 days
    When the player registers as "fresh790" with password "secret77"
    Then the registration flow goes home 100 ms later
    And the registration's pixelTrack holds:
      | fbclid     | IwAR2F4  |
      | gclid      | g1       |
      | ttclid     | t1       |
      | twclid     | tw1      |
      | utm_source | facebook |
      | tid        | T7       |
    And the registration's pixelTrack holds the fbc and fbp of the cookies
    And the mock received a "register" event for "fresh790"

  Scenario: Cookies of an earlier visit are kept and sent; the same click keeps its time
    Given the browser holds the cookie "_fbc" = "fb.1.1600000000000.OLDCLICK" and "_fbp" = "fb.1.1600000000000.1234567890"
    And the player lands on the site with the query "?fbclid=OLDCLICK&utm_source=tiktok"
    When the player registers as "fresh791" with password "secret77"
    Then the registration's pixelTrack holds the fbc "fb.1.1600000000000.OLDCLICK" and the fbp "fb.1.1600000000000.1234567890"

  Scenario Outline: Events are recorded as a JSON string with the payload fields; currency <code> is sent as <sent>
    Given the player lands on the site with the query ""
    When the app records "deposit" with the amount 100 in "<code>"
    Then the mock received the events as a JSON string: "deposit" with revenue, value, af_revenue and amount 100, currency "<sent>" and the time of the clock

    Examples:
      | code | sent |
      | TLB  | PHP  |
      | USDT | USD  |
      | VND  | VND  |

  Scenario: A signed-in member's events carry the customer fields of get-user-details
    Given the player lands on the site with the query ""
    When the member "player01" logs in with password "Passw0rd!"
    Then the mock received a "login" event for "player01" with its customer id
    And the mock was asked for the user details once

  Scenario: firstOpen is recorded once per device
    Given the player lands on the site with the query ""
    And the player reopens the site and lands with the query ""
    Then the mock received 1 "firstOpen" event
    And the mock received 2 "viewContent" events

  Scenario: No pixel script without a configured pixel id
    Given the player lands on the site with the query "?utm_source=google"
    Then no ad-network pixel was loaded

  Scenario: Configured pixels are loaded and mirror the server events
    Given the player lands on the site with the query "?fbPixelId=123456&ttPixelId=CTT1"
    When the app records "register" with the amount 0 in "PHP"
    Then the ad-network pixels "meta 123456, tiktok CTT1" were loaded
    And the pixels mirrored "firstOpen, viewContent, register"

  Scenario: The native wrapper's ad info goes server to server with the events
    Given the native wrapper gives the ad info '{"gpsAdid":"gaid-1","appsflyerId":"af-1","adAppToken":"adj-1","afAppId":"id1","idfa":7}'
    And the player lands on the site with the query ""
    Then the mock received a "firstOpen" event with gpsAdid "gaid-1", appsflyerId "af-1", adAppToken "adj-1", afAppId "id1" and idfa "7"

  Scenario: A member's first deposit, later deposits and withdrawals seen in the polled stats are recorded
    Given the player lands on the site with the query ""
    When the member "agent01" logs in with password "Passw0rd!"
    And the player opens the "deposit" page
    Then the mock received no deposit, firstDeposit or withdraw event
    When "agent01" of "DEMO1" has 1 successful deposits
    And 30 seconds pass
    Then the mock received the stats events "firstDeposit, deposit" for "agent01"
    When "agent01" of "DEMO1" has 1 successful withdrawals
    And 30 seconds pass
    Then the mock received the stats events "firstDeposit, deposit, withdraw" for "agent01"
    When "agent01" of "DEMO1" has 2 successful deposits
    And 30 seconds pass
    Then the mock received the stats events "firstDeposit, deposit, withdraw, deposit" for "agent01"

  Scenario: Deposits made before the session are not recorded; a new one is a deposit, not a first deposit
    Given the player lands on the site with the query ""
    When the member "player01" logs in with password "Passw0rd!"
    And the player opens the "deposit" page
    Then the mock received no deposit, firstDeposit or withdraw event
    When "player01" of "DEMO1" has 4 successful deposits
    And 30 seconds pass
    Then the mock received the stats events "deposit" for "player01"

Feature: Action button
  The member-activity action button shows the redirect types of shell.md §3 (APP_DOWNLOAD, REGISTER,
  DEPOSIT, REWARD_CENTER, MISSION, INVITE_FRIENDS, MEMBER, POINT_MARKET, REDIRECT_URL) with the
  visibility rules of shell.md §5: APP_DOWNLOAD hidden inside the app, home-screen or PWA; REGISTER only
  for guests; INVITE_FRIENDS needs the referral flag; MEMBER shows for guests or when the VIP benefit is
  shown; the button is hidden for member types other than 0, 1 or 2; DEPOSIT, REWARD_CENTER, MISSION,
  MEMBER and POINT_MARKET need login. The items come from the mock's shared settings.

  Background:
    Given the player uses the site of merchant "DEMO1" over https
    And the session lifecycle is running

  Scenario: A guest in the mobile browser sees every type; a REDIRECT_URL whose link is javascript: is dropped
    When the action button is read
    Then the action button shows "APP_DOWNLOAD, REGISTER, DEPOSIT, REWARD_CENTER, MISSION, INVITE_FRIENDS, MEMBER, POINT_MARKET, REDIRECT_URL, REDIRECT_URL"

  Scenario Outline: APP_DOWNLOAD is hidden inside the app, home-screen or PWA (<how>)
    Given the phone runs the site <how>
    When the action button is read
    Then the action button does not show "APP_DOWNLOAD"

    Examples:
      | how                           |
      | inside the official app       |
      | as an iOS home-screen web clip |
      | as an installed PWA           |

  Scenario: REGISTER only for guests
    Given the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    When the action button is read
    Then the action button does not show "REGISTER"

  Scenario: INVITE_FRIENDS needs the referral flag
    Given the mock turns the white-label flag "REWCEN3" off for "DEMO1"
    When the action button is read
    Then the action button does not show "INVITE_FRIENDS"

  Scenario: MEMBER shows for a member when the VIP benefit is shown (clubLabel.type AUTO)
    Given the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    When the action button is read
    Then the action button shows "APP_DOWNLOAD, DEPOSIT, REWARD_CENTER, MISSION, INVITE_FRIENDS, MEMBER, POINT_MARKET, REDIRECT_URL, REDIRECT_URL"

  Scenario: MEMBER is hidden for a member without the VIP benefit (clubLabel.type MANUAL)
    Given the player is logged in as "agent02" with password "Passw0rd!"
    And the session calls have settled
    When the action button is read
    Then the action button does not show "MEMBER"

  Scenario Outline: The button is hidden for member type <type>
    Given the member "player01" has type <type>
    And the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    When the action button is read
    Then the action button is hidden

    Examples:
      | type |
      | 3    |
      | 4    |

  Scenario: DEPOSIT, REWARD_CENTER, MISSION, MEMBER and POINT_MARKET need login: a guest goes to /m/login
    When the action button is read
    Then the action button item "DEPOSIT" leads to the login page
    And the action button item "REWARD_CENTER" leads to the login page
    And the action button item "MISSION" leads to the login page
    And the action button item "MEMBER" leads to the login page
    And the action button item "POINT_MARKET" leads to the login page
    And the action button item "REGISTER" leads to the in-app route "/m/register"

  Scenario: A signed-in member goes straight to the page; REDIRECT_URL carries the session outside
    Given the player is logged in as "player01" with password "Passw0rd!"
    And the session calls have settled
    When the action button is read
    Then the action button item "DEPOSIT" leads to the in-app route "/m/voucherCenter"
    And the action button item "MISSION" leads to the in-app route "/m/leaderBoard"
    And the action button item "POINT_MARKET" leads to the in-app route "/m/mall/mallHome"
    And the action button item "REDIRECT_URL" opens "https://promo.mock.invalid/demo1/lucky-wheel?token={token}&username=player01" outside the app without opener

  Scenario: Another merchant's shorter list, without the referral promotion (REWCEN3 off)
    Given the player uses the site of merchant "DEMO2" over https
    When the action button is read
    Then the action button shows "REGISTER, DEPOSIT, MEMBER, APP_DOWNLOAD"
    And the action button item "APP_DOWNLOAD" opens "https://download.mock.invalid/demo2/app.apk" outside the app without opener

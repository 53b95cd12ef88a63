Feature: Banner routing
  Banner clicks lead to in-app pages, games or external links (shell.md §1, §5): linkage
  type P opens /m/activity?id=…; G launches the game (a login is required, else /m/login) with
  prize_mode plus code, or vendor plus code for the Vietnam lottery, and backUrl; URL is an in-app route
  when it starts with /m and has no http, otherwise an external link with token and username added to
  its query when a session exists. Links with a scheme other than http(s) are refused; an external link
  opens without opener. The banners come from the mock's shared settings.

  Background:
    Given the player uses the site of merchant "DEMO1" over https

  Scenario: Linkage type P opens the activity detail
    When the player reads the home banners
    Then the banner linked to "702" leads to the in-app route "/m/activity?id=702"

  Scenario: Game and lottery launches require a login; otherwise the user goes to /m/login
    When the player reads the home banners
    Then the banner linked to "lobby" leads to the login page

  Scenario: A game banner launches with prize_mode plus code (lobby for the lottery lobby) and backUrl
    Given the player is logged in as "player01" with password "Passw0rd!"
    When the player reads the home banners
    Then the banner linked to "lobby" launches the game with "prize_mode=1&code=lobby"
    And that launch carries the current address as backUrl

  Scenario: A Vietnam lottery banner launches with vendor plus code
    Given the player is logged in as "player01" with password "Passw0rd!"
    When the player reads the home banners
    Then the banner linked to "HN" launches the game with "vendor=LOTT&code=HN"
    And that launch carries the current address as backUrl

  Scenario: A URL link starting with /m without http is an in-app route
    Given the player is logged in as "player01" with password "Passw0rd!"
    When the player reads the home banners
    Then the banner linked to "/m/rewardCenter" leads to the in-app route "/m/rewardCenter"

  Scenario: A guest's external link opens as it is, without opener
    When the player reads the home banners
    Then the banner linked to "https://promo.mock.invalid/demo1?from=banner" opens "https://promo.mock.invalid/demo1?from=banner" outside the app without opener

  Scenario: An external link gets token and username added to its query when a session exists
    Given the player is logged in as "player01" with password "Passw0rd!"
    When the player reads the home banners
    Then the banner linked to "https://promo.mock.invalid/demo1?from=banner" opens "https://promo.mock.invalid/demo1?from=banner&token={token}&username=player01" outside the app without opener

  Scenario: A link with a scheme other than http(s) is refused
    Given the player is logged in as "player01" with password "Passw0rd!"
    When the player reads the home banners
    Then the banner linked to "javascript:alert(document.cookie)" is refused

  Scenario: A javascript: link hidden behind spacing and mixed case is refused too
    Given the player uses the site of merchant "DEMO2" over https
    When the player reads the home banners
    Then the banner linked to " JaVaScRiPt:alert(1)" is refused
    And the banner linked to "801" leads to the in-app route "/m/activity?id=801"

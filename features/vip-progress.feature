Feature: VIP progress
  VIP progress: completed conditions divided by expected conditions, or 1 when there is no label
  (shell.md §4); clubLabel.type AUTO means the VIP benefit is shown (§3). The progress comes from the
  player rank progress call (§7: currentProgress.completedConditions, totalExpectedConditions,
  playerRankProgress.labelId); the mock answers 2 of 5 conditions for a labelled member.

  Scenario: Completed conditions divided by expected conditions
    Given the player uses the site of merchant "DEMO1" over https
    And the session lifecycle is running
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the VIP progress is 0.4

  Scenario: 1 when there is no label
    Given the player uses the site of merchant "DEMO1" over https
    And the session lifecycle is running
    When the player logs in as "agent01" with password "Passw0rd!"
    And the session calls have settled
    Then the VIP progress is 1

  Scenario: clubLabel.type AUTO means the VIP benefit is shown
    Given the player uses the site of merchant "DEMO1" over https
    And the session lifecycle is running
    When the player logs in as "player01" with password "Passw0rd!"
    And the session calls have settled
    Then the VIP benefit is shown

  Scenario: A MANUAL label shows the progress but not the VIP benefit
    Given the player uses the site of merchant "DEMO1" over https
    And the session lifecycle is running
    When the player logs in as "agent02" with password "Passw0rd!"
    And the session calls have settled
    Then the VIP progress is 0.4
    And the VIP benefit is not shown

  Scenario: Another merchant's AUTO label (DEMO2 agent01, Ouro) shows the VIP benefit
    Given the player uses the site of merchant "DEMO2" over https
    And the session lifecycle is running
    When the player logs in as "agent01" with password "Passw0rd!"
    And the session calls have settled
    Then the VIP benefit is shown

  Scenario: A guest has no VIP progress and no VIP benefit
    Given the player uses the site of merchant "DEMO1" over https
    And the session lifecycle is running
    When the session calls have settled
    Then there is no VIP progress
    And the VIP benefit is not shown
